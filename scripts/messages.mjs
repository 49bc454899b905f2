// Message catalogs: `node scripts/messages.mjs extract` writes each package's lang/en.json from the
// source (English default messages) and keeps lang/id.json in step (new keys are reported, stale
// ones removed); `node scripts/messages.mjs check` fails when a catalog is stale, when id and en
// differ in keys, or when a message is empty.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const mode = process.argv[2] ?? 'check';

function packagesWithCatalogs() {
  const dirs = ['packages/ui', 'packages/app', 'packages/api'];
  const features = join(root, 'packages/features');
  if (existsSync(features)) for (const name of readdirSync(features)) dirs.push(`packages/features/${name}`);
  return dirs.filter((dir) => existsSync(join(root, dir, 'lang')));
}

function extract(dir) {
  const out = join(mkdtempSync(join(tmpdir(), 'nada-msg-')), 'en.json');
  const sources = ['src', 'app']
    .filter((s) => existsSync(join(root, dir, s)))
    .map((s) => `${s}/**/*.{ts,tsx}`);
  execFileSync(
    join(root, 'node_modules/.bin/formatjs'),
    [
      'extract',
      ...sources,
      '--ignore',
      '**/*.d.ts',
      '--ignore',
      '**/*.test.*',
      '--ignore',
      '**/*.stories.*',
      '--format',
      'simple',
      '--out-file',
      out,
      '--throws',
    ],
    {cwd: join(root, dir), stdio: ['ignore', 'ignore', 'inherit']},
  );
  return JSON.parse(readFileSync(out, 'utf8'));
}

const sorted = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const write = (file, object) => writeFileSync(file, `${JSON.stringify(sorted(object), null, 2)}\n`);

let problems = 0;
const problem = (text) => {
  problems += 1;
  console.error(`  ${text}`);
};

for (const dir of packagesWithCatalogs()) {
  const extracted = extract(dir);
  const enFile = join(root, dir, 'lang/en.json');
  const idFile = join(root, dir, 'lang/id.json');
  const en = read(enFile);
  const id = read(idFile);
  if (mode === 'extract') {
    write(enFile, extracted);
    const nextId = {};
    for (const key of Object.keys(extracted)) {
      if (key in id) nextId[key] = id[key];
      else console.error(`${dir}: add an Indonesian text for "${key}" to lang/id.json`);
    }
    write(idFile, nextId);
    continue;
  }
  console.error(`${dir}:`);
  const before = problems;
  for (const key of Object.keys(extracted)) {
    if (!(key in en)) problem(`"${key}" is used in the source but missing from lang/en.json`);
    else if (en[key] !== extracted[key])
      problem(`"${key}" in lang/en.json differs from the source: run extract`);
    if (!(key in id)) problem(`"${key}" has no Indonesian text in lang/id.json`);
  }
  for (const key of Object.keys(en)) if (!(key in extracted)) problem(`"${key}" in lang/en.json is not used`);
  for (const key of Object.keys(id)) if (!(key in extracted)) problem(`"${key}" in lang/id.json is not used`);
  for (const [key, text] of [...Object.entries(en), ...Object.entries(id)]) {
    if (typeof text !== 'string' || !text.trim()) problem(`"${key}" is empty`);
  }
  if (problems === before) console.error(`  ${Object.keys(extracted).length} messages, id and en complete`);
}
if (problems) {
  console.error(`\n${problems} message problem(s). Fix them, or run: node scripts/messages.mjs extract`);
  process.exit(1);
}
