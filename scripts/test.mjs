// The whole test suite, as `./run test` and CI run it. Each step prints its own output; the
// summary at the end names the steps that failed. Turbo caches lint, typecheck and unit tests.
import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {e2eServerLog} from '../tests/app/serverEnv.mjs';
import {cpuUse, describeCpuUse, readCpuTimes} from './cpu-usage.mjs';
import {digest} from './test-digest.mjs';

// Turbo would start ten tasks at once (tsc, eslint, several Vitest pools) on a 2-core machine; each
// test's wall time then grows with the queue, and React/jsdom tests that need ~1 s of CPU pass 5 s.
// One task per core keeps the suite from overloading the machine it runs on.
const cores = Math.max(1, availableParallelism());

// The browser suites start their own servers, never one already listening on their port (a server
// another checkout or a killed run left behind serves other code, or talks to an emulator that is gone):
// Playwright then fails at once, saying the port is taken.
process.env.NADA_OWN_SERVERS = '1';

// --continue=always: one package's failure stops neither the others' tasks nor those that depend
// on it (a failed @nada/ui typecheck still lets every feature's run), so a run reports them all.
const turboFlags = `--continue=always --concurrency=${cores} --output-logs=errors-only --log-order=grouped`;

// Steps in one `together` group run side by side and print their output as each ends. The first
// group's checks each use one core or wait (prettier alone is about 35 CPU-seconds on one thread, the
// tooling's node tests wait some 35 s for the Auth emulator and the `nada` command), so one after the
// other they left a core idle for about a minute and a half (issue 43). The group holds no step that
// uses the Auth emulator's port besides the tooling's own test, which starts and stops an emulator of
// its own: the unit, multi-host and e2e steps that use it start after the group has ended. The two
// builds (Storybook, and the app for the JavaScript budget and the e2e step, kept in turbo's cache)
// fill the same minute; the suites that use them run later, alone.
const steps = [
  ['format', 'prettier --check --log-level warn .', {together: 'checks'}],
  ['messages', 'node scripts/messages.mjs check', {together: 'checks'}],
  ['openapi document and app client types', 'node scripts/openapi.mjs check', {together: 'checks'}],
  ['icons', 'node packages/ui/scripts/generate-icons.mjs --check', {together: 'checks'}],
  // No import cycles, and the layers of docs/architecture.md (app -> features -> ui, api -> audio) over the whole graph.
  ['dependencies', 'depcruise --config .dependency-cruiser.mjs packages', {together: 'checks'}],
  [
    'lint and typecheck of the tooling',
    'eslint --max-warnings 0 scripts tests .storybook && node_modules/typescript7/bin/tsc -p .storybook && node_modules/typescript7/bin/tsc -p tests && node --test scripts/test-digest.test.mjs scripts/cpu-usage.test.mjs scripts/firebase-emulator.test.mjs scripts/run.test.mjs scripts/start-env.test.mjs scripts/indonesianTerms.test.mjs scripts/baselines.test.mjs scripts/lighthouse.test.mjs',
    {together: 'checks'},
  ],
  ['storybook build', 'turbo run //#build:storybook --output-logs=errors-only', {together: 'checks'}],
  // Builds the app as the e2e step's start command does (turbo then replays it there, no second
  // build), prints each public page's gzipped JavaScript and fails past a budget (issue 21).
  [
    'JavaScript budget of the public pages (build manifest, gzip)',
    'node scripts/js-budget.mjs --build --report && node --test scripts/js-budget.test.mjs',
    {together: 'checks'},
  ],
  // One turbo run of every lint, typecheck and test task, one task per core. Starting the API's
  // tests first in a second turbo run beside it (issue 43) made the step 833 s, against 712 s for
  // this one run in the next clean-clone run on the same quiet machine: two runs of up to two tasks
  // each, the API's two Vitest workers among them, oversubscribe two cores.
  ['lint, typecheck, unit tests', `turbo run lint typecheck test ${turboFlags}`],
  // Needs root and iproute2 (CI has both): it fails, never skips, without them.
  [
    'multi-host (two API and two worker hosts in network namespaces: SSE across hosts, worker killed, Redis cut, PostgreSQL restarted)',
    'npm run test:multihost -w @nada/api',
  ],
  [
    'visual regression and axe (every story, in light id and dark en)',
    'playwright test --config tests/visual/playwright.config.ts',
  ],
  [
    'app shell end to end (the start command, both locales)',
    'playwright test --config tests/app/playwright.config.ts',
    // The app server's output: its end is printed when the step fails.
    {logs: [e2eServerLog()]},
  ],
];

const only = process.argv.slice(2);
const chosen = steps.filter(([name]) => !only.length || only.some((word) => name.includes(word)));
const results = [];
for (let i = 0; i < chosen.length;) {
  const group = chosen[i][2]?.together;
  const batch = [chosen[i]];
  for (i += 1; group && i < chosen.length && chosen[i][2]?.together === group; i += 1) batch.push(chosen[i]);
  // Alone, a step's output is shown as it comes; side by side, each step's output comes whole when it ends.
  const alone = batch.length === 1;
  results.push(...(await Promise.all(batch.map((step) => runStep(step, alone)))));
}

/** Runs one step and prints its result line; answers what the summary and the digest need. */
async function runStep([name, command, {logs = []} = {}], alone) {
  const heading = `\n\u25b6 ${name}\n  $ ${command}`;
  console.log(alone ? heading : `\n\u25b6 ${name} (beside the others of its group)`);
  // A log of an earlier run must not be taken for this one's.
  for (const log of logs) rmSync(log, {force: true});
  const started = Date.now();
  const cpuBefore = readCpuTimes();
  const {status, output} = await run(command, alone);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // How much of the cores the step kept busy: room beside it for another step, or none (issue 43).
  // Machine-wide, so a step run beside others of its group shares the group's figure.
  const cpu = describeCpuUse(cpuUse(cpuBefore, readCpuTimes()), cores);
  const time = cpu ? `${seconds} s; ${cpu}${alone ? '' : ' with its group'}` : `${seconds} s`;
  if (!alone) process.stdout.write(`${heading}\n${output}`);
  console.log(`${status === 0 ? '\u2714' : '\u2718'} ${name} (${time})`);
  return {name, ok: status === 0, time, output, logs};
}

/**
 * Runs `command` in a shell; its output is kept for the failure digest and, when `show`, also shown
 * as it comes.
 */
function run(command, show) {
  return new Promise((resolve) => {
    const child = spawn(command, {stdio: ['inherit', 'pipe', 'pipe'], shell: true, env: process.env});
    const chunks = [];
    const keep = (stream) => (chunk) => {
      if (show) stream.write(chunk);
      chunks.push(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({status: code, output: Buffer.concat(chunks).toString()}));
  });
}

const failed = results.filter((r) => !r.ok);
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.time})`);
for (const r of results.filter((result) => !result.ok)) {
  console.log(`\nFirst failures of "${r.name}":`);
  for (const line of digest(r.output, {logs: r.logs})) console.log(`  | ${line.slice(0, 300)}`);
}
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
