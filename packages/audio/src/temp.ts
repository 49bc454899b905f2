import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** A temporary folder removed by the returned `cleanup`. */
export async function tempFolder(): Promise<{
  path: string;
  file(name: string): string;
  cleanup(): Promise<void>;
}> {
  const path = await mkdtemp(join(tmpdir(), 'nada-audio-'));
  return {path, file: (name) => join(path, name), cleanup: () => rm(path, {recursive: true, force: true})};
}
