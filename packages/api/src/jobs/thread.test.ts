import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {runInThread} from './thread.ts';

const folder = mkdtempSync(join(tmpdir(), 'nada-thread-'));
afterAll(() => rmSync(folder, {recursive: true, force: true}));

const waitFor = async (check: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe('runInThread', () => {
  it('rejects at once on abort, and lets a function that watches tools.signal clean up within the grace', async () => {
    const marker = join(folder, 'cleaned');
    const controller = new AbortController();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const result = runInThread({
      module: new URL('./testing/abortWork.ts', import.meta.url),
      exportName: 'waitForAbort',
      input: {marker},
      signal: controller.signal,
      abortGraceMs: 5000,
      onProgress: () => started(),
    });
    await running;
    const abortedAt = Date.now();
    controller.abort(new Error('canceled'));
    await expect(result).rejects.toThrow('canceled');
    expect(Date.now() - abortedAt).toBeLessThan(1000);
    expect(await waitFor(() => existsSync(marker), 4000)).toBe(true);
  });
});
