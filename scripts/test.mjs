// The whole test suite, as `./run test` and CI run it. Each step prints its own output; the
// summary at the end names the steps that failed. Turbo caches lint, typecheck and unit tests.
import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {e2eServerLog} from '../tests/app/serverEnv.mjs';
import {digest} from './test-digest.mjs';

// Turbo would start ten tasks at once (tsc, eslint, several Vitest pools) on a 2-core machine; each
// test's wall time then grows with the queue, and React/jsdom tests that need ~1 s of CPU pass 5 s.
// One task per core keeps the suite from overloading the machine it runs on.
const cores = Math.max(1, availableParallelism());

// The browser suites start their own servers, never one already listening on their port (a server
// another checkout or a killed run left behind serves other code, or talks to an emulator that is gone):
// Playwright then fails at once, saying the port is taken.
process.env.NADA_OWN_SERVERS = '1';

const steps = [
  ['format', 'prettier --check --log-level warn .'],
  ['messages', 'node scripts/messages.mjs check'],
  ['openapi document and app client types', 'node scripts/openapi.mjs check'],
  ['icons', 'node packages/ui/scripts/generate-icons.mjs --check'],
  // No import cycles, and the layers of docs/architecture.md (app -> features -> ui, api -> audio) over the whole graph.
  ['dependencies', 'depcruise --config .dependency-cruiser.mjs packages'],
  [
    'lint, typecheck, unit tests',
    // --continue=always: one package's failure stops neither the others' tasks nor those that depend
    // on it (a failed @nada/ui typecheck still lets every feature's run), so a run reports them all.
    `turbo run lint typecheck test --continue=always --concurrency=${cores} --output-logs=errors-only --log-order=grouped`,
  ],
  // Needs root and iproute2 (CI has both): it fails, never skips, without them.
  [
    'multi-host (two API and two worker hosts in network namespaces: SSE across hosts, worker killed, Redis cut, PostgreSQL restarted)',
    'npm run test:multihost -w @nada/api',
  ],
  [
    'lint and typecheck of the tooling',
    'eslint --max-warnings 0 scripts tests .storybook && node_modules/typescript7/bin/tsc -p .storybook && node_modules/typescript7/bin/tsc -p tests && node --test scripts/test-digest.test.mjs scripts/firebase-emulator.test.mjs scripts/run.test.mjs scripts/start-env.test.mjs scripts/indonesianTerms.test.mjs',
  ],
  ['storybook build', 'turbo run //#build:storybook --output-logs=errors-only'],
  [
    'visual regression and axe (every story, in light id and dark en)',
    'playwright test --config tests/visual/playwright.config.ts',
  ],
  // Builds the app as the e2e step's start command does (turbo then replays it there, no second
  // build), prints each public page's gzipped JavaScript and fails past a budget (issue 21).
  [
    'JavaScript budget of the public pages (build manifest, gzip)',
    'node scripts/js-budget.mjs --build --report && node --test scripts/js-budget.test.mjs',
  ],
  [
    'app shell end to end (the start command, both locales)',
    'playwright test --config tests/app/playwright.config.ts',
    // The app server's output: its end is printed when the step fails.
    {logs: [e2eServerLog()]},
  ],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command, {logs = []} = {}] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.log(`\n\u25b6 ${name}\n  $ ${command}`);
  // A log of an earlier run must not be taken for this one's.
  for (const log of logs) rmSync(log, {force: true});
  const started = Date.now();
  const {status, output} = await run(command);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({name, ok: status === 0, seconds, output, logs});
  console.log(`${status === 0 ? '\u2714' : '\u2718'} ${name} (${seconds} s)`);
}

/** Runs `command` in a shell, its output shown as it comes and also kept for the failure digest. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, {stdio: ['inherit', 'pipe', 'pipe'], shell: true, env: process.env});
    const chunks = [];
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), chunks.push(chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), chunks.push(chunk)));
    child.on('close', (code) => resolve({status: code, output: Buffer.concat(chunks).toString()}));
  });
}

const failed = results.filter((r) => !r.ok);
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
for (const r of results.filter((result) => !result.ok)) {
  console.log(`\nFirst failures of "${r.name}":`);
  for (const line of digest(r.output, {logs: r.logs})) console.log(`  | ${line.slice(0, 300)}`);
}
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
