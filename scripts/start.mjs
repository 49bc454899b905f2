// The README's start command: builds the app, starts the Firebase Auth emulator when the
// embedded default needs it (a `demo-` project, the default), then serves pages and /api on one
// origin with packages/app/server.mjs. Ctrl-C (or SIGTERM) stops the server, then the emulator.
//
//   npm start            (PORT, NADA_PUBLIC_URL, DATABASE_URL, FIREBASE_PROJECT_ID, PAYMENTS ... from the environment)
import {execFileSync, spawn} from 'node:child_process';
import {once} from 'node:events';
import {fileURLToPath} from 'node:url';
import {startAuthEmulator} from './firebase-emulator.mjs';
import {defaultPayments} from './start-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = {...process.env};
env.PORT ??= '3000';
env.NADA_PUBLIC_URL ||= `http://localhost:${env.PORT}`;

// The build reads none of the settings above (turbo.json lists what it reads): a second port, or
// another public URL or Firebase project, is served by the same build, replayed from turbo's cache.
execFileSync('npx', ['turbo', 'run', 'build', '--filter=@nada/app', '--output-logs=errors-only'], {
  cwd: root,
  env: process.env,
  stdio: 'inherit',
});

// A real Firebase project verifies against Google; only the demo project needs the local emulator
// (unless the operator points FIREBASE_AUTH_EMULATOR_HOST at one of their own).
const projectId = env.FIREBASE_PROJECT_ID || 'demo-nada';
const emulator =
  projectId.startsWith('demo-') && !env.FIREBASE_AUTH_EMULATOR_HOST
    ? await startAuthEmulator({projectId, log: (line) => console.log(line)})
    : undefined;

// The embedded default offers the offline sandbox checkout (a test payment, nothing is charged).
const payments = defaultPayments(env);
if (payments) {
  env.PAYMENTS = payments;
  console.log(
    'Payments: the offline sandbox checkout (test payments, nothing charged). PAYMENTS= turns it off.',
  );
}

// The server runs jobs in worker threads: see THREAD_SAFE_NODE_FLAGS in packages/audio/src/workerProtocol.ts.
const server = spawn(process.execPath, ['--no-memory-protection-keys', 'server.mjs'], {
  cwd: `${root}packages/app`,
  env,
  stdio: 'inherit',
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
// Either stopping on its own is news to whoever reads the log (the e2e step keeps it in
// test-results/app-server.log): a server gone half-way through a test run shows only as failures.
emulator?.process?.once('exit', (code, signal) => {
  if (!stopping)
    console.error(`The Auth emulator stopped (${signal ?? `exit code ${code}`}) while Nada was running.`);
});
const [code, signal] = await once(server, 'exit');
if (!stopping) console.error(`The app server stopped (${signal ?? `exit code ${code}`}).`);
await emulator?.stop();
process.exit(stopping ? 0 : (code ?? 1));
