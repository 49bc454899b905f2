// Tests of the failure digest of the test command (scripts/test-digest.mjs), with Node's test runner:
//   node --test scripts/test-digest.test.mjs
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {digest} from './test-digest.mjs';

test('names every package turbo ran on with --continue that failed, each with its own first failure', () => {
  const output = [
    '@nada/ui:test: cache miss, executing 1234',
    '@nada/ui:test:    ✓ announces an error toast assertively 981ms',
    '@nada/ui:test:  FAIL  src/select/Select.test.tsx > Select > opens with the keyboard',
    '@nada/ui:test: Error: Test timed out in 5000ms.',
    '@nada/player:lint: cache miss, executing 5678',
    '@nada/player:lint: /work/packages/features/player/src/Player.tsx',
    "@nada/player:lint:   12:3  error  'unused' is defined but never used",
    '',
    ' Tasks:    30 successful, 32 total',
    'Failed:    @nada/ui#test, @nada/player#lint',
  ].join('\n');
  const text = digest(output).join('\n');
  assert.match(text, /@nada\/ui#test failed:\n +FAIL {2}src\/select\/Select\.test\.tsx/);
  assert.match(text, /Test timed out in 5000ms/);
  assert.match(text, /@nada\/player#lint failed:[^]*'unused' is defined but never used/);
});

test("ends with the last lines of a step's log file, where a server that died says why", () => {
  const log = join(mkdtempSync(join(tmpdir(), 'nada-digest-')), 'app-server.log');
  const earlier = Array.from({length: 100}, (_, index) => `GET /landing 200 ${index}`);
  writeFileSync(
    log,
    [...earlier, 'Error: connect ECONNREFUSED 127.0.0.1:9099', 'app server exited with code 1'].join('\n'),
  );
  const lines = digest('  1) [chromium] shell.spec.ts:10:1 every page answers in id\n', {logs: [log]});
  assert.ok(lines.includes('  1) [chromium] shell.spec.ts:10:1 every page answers in id'));
  const tail = lines.slice(lines.indexOf(`last lines of ${log}:`) + 1);
  assert.equal(tail.length, 40);
  assert.equal(tail.at(-1), '  app server exited with code 1');
  assert.ok(!lines.includes('  GET /landing 200 0'), 'only the end of a long log');
});

test('leaves out a log file that was never written', () => {
  assert.deepEqual(digest('FAIL  x\n', {logs: ['/nonexistent/app-server.log']}), ['FAIL  x', '']);
});
