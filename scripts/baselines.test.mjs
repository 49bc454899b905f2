// The screenshot baselines' weight (issue 43): every clone carries them, so they stay WebP and take at
// most half of the 111 MB of PNGs they once were. A baseline update that writes PNGs again, or
// makes them much larger, fails here:
//   node --test scripts/baselines.test.mjs
import assert from 'node:assert/strict';
import {readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the visual and the page suites keep their baselines. */
const FOLDERS = ['tests/visual/__screenshots__', 'tests/app/__screenshots__'];
/** Half of the 111 MB the PNG baselines took (2,344 files, 2026-12-06). */
const LIMIT_BYTES = 55.5 * 1000 * 1000;

const baselines = FOLDERS.flatMap((folder) =>
  readdirSync(join(root, folder), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name)),
);

test('every baseline is a WebP file', () => {
  assert.ok(baselines.length > 0, 'no baselines found');
  assert.deepEqual(
    baselines.filter((file) => !file.endsWith('.webp')).map((file) => file.slice(root.length)),
    [],
  );
});

test(`the baselines take at most ${LIMIT_BYTES / 1e6} MB`, () => {
  const bytes = baselines.reduce((sum, file) => sum + statSync(file).size, 0);
  assert.ok(bytes <= LIMIT_BYTES, `${(bytes / 1e6).toFixed(1)} MB in ${baselines.length} baselines`);
});
