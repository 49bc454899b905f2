#!/usr/bin/env node
// The `nada` command as npm links it (node_modules/.bin/nada). The command itself, src/cli.ts, is
// TypeScript that Node 24 runs as it is, under a V8 flag older Nodes refuse ("node: bad option:
// --no-memory-protection-keys"): this file checks the version first, in JavaScript any Node parses.
import {fileURLToPath} from 'node:url';
import {nodeVersionProblem} from './nodeVersion.mjs';

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
// This process becomes Node with the flag every job thread needs (THREAD_SAFE_NODE_FLAGS in
// @nada/audio, refused in NODE_OPTIONS): same process id, signals and exit code, nothing in between.
process.execve(process.execPath, [
  process.execPath,
  '--no-memory-protection-keys',
  cli,
  ...process.argv.slice(2),
]);
