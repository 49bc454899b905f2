import {writeFile} from 'node:fs/promises';
import type {ThreadTools} from '../thread.ts';

/**
 * A thread function for tests of cooperative aborts: reports that it started, waits for
 * `tools.signal`, then writes `marker` (as a function would remove its files) and rejects.
 */
export async function waitForAbort(input: {marker: string}, tools: ThreadTools): Promise<never> {
  tools.progress('waiting', 0);
  await new Promise((resolve) => tools.signal.addEventListener('abort', resolve, {once: true}));
  await writeFile(input.marker, 'cleaned up');
  throw tools.signal.reason as Error;
}
