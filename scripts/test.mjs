// The whole test suite, as `./run test` and CI run it. Each step prints its own output; the
// summary at the end names the steps that failed. Turbo caches lint, typecheck and unit tests.
import {spawnSync} from 'node:child_process';

const steps = [
  ['format', 'prettier --check --log-level warn .'],
  ['messages', 'node scripts/messages.mjs check'],
  ['openapi document and app client types', 'node scripts/openapi.mjs check'],
  ['icons', 'node packages/ui/scripts/generate-icons.mjs --check'],
  // No import cycles, and the layers of STYLE.md (app -> features -> ui, api -> audio) over the whole graph.
  ['dependencies', 'depcruise --config .dependency-cruiser.mjs packages'],
  [
    'lint, typecheck, unit tests',
    'turbo run lint typecheck test --output-logs=errors-only --log-order=grouped',
  ],
  [
    'lint and typecheck of the tooling',
    'eslint --max-warnings 0 scripts tests .storybook && tsc -p .storybook && tsc -p tests',
  ],
  ['storybook build', 'turbo run //#build:storybook --output-logs=errors-only'],
  [
    'visual regression and axe (every story, light/dark, id/en)',
    'playwright test --config tests/visual/playwright.config.ts',
  ],
  [
    'app shell end to end (the start command, both locales)',
    'playwright test --config tests/app/playwright.config.ts',
  ],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, command] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.log(`\n\u25b6 ${name}\n  $ ${command}`);
  const started = Date.now();
  const {status} = spawnSync(command, {stdio: 'inherit', shell: true, env: process.env});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({name, ok: status === 0, seconds});
  console.log(`${status === 0 ? '\u2714' : '\u2718'} ${name} (${seconds} s)`);
}

const failed = results.filter((r) => !r.ok);
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
