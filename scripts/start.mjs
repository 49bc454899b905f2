// The README's start command: builds the app, starts the Firebase Auth emulator when the
// embedded default needs it (a `demo-` project, the default), then serves pages and /api on one
// origin with packages/app/server.mjs. Ctrl-C (or SIGTERM) stops the server, then the emulator.
//
//   npm start            (PORT, NADA_PUBLIC_URL, DATABASE_URL, FIREBASE_PROJECT_ID ... from the environment)
import {execFileSync, spawn} from 'node:child_process';
import {once} from 'node:events';
import {fileURLToPath} from 'node:url';
import {startAuthEmulator} from './firebase-emulator.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = {...process.env};
env.PORT ??= '3000';
env.NADA_PUBLIC_URL ||= `http://localhost:${env.PORT}`;

execFileSync('npx', ['turbo', 'run', 'build', '--filter=@nada/app', '--output-logs=errors-only'], {
  cwd: root,
  env,
  stdio: 'inherit',
});

// A real Firebase project verifies against Google; only the demo project needs the local emulator
// (unless the operator points FIREBASE_AUTH_EMULATOR_HOST at one of their own).
const projectId = env.FIREBASE_PROJECT_ID || 'demo-nada';
const emulator =
  projectId.startsWith('demo-') && !env.FIREBASE_AUTH_EMULATOR_HOST
    ? await startAuthEmulator({projectId, log: (line) => console.log(line)})
    : undefined;

const server = spawn(process.execPath, ['server.mjs'], {
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
const [code] = await once(server, 'exit');
await emulator?.stop();
process.exit(stopping ? 0 : (code ?? 1));
