// Starts the Firebase Auth emulator (firebase.json: auth only, on 9099, no UI) and waits until it
// answers, or reuses one that already answers there. Used by the API tests' global setup and by
// the start command; run alone it keeps the emulator in the foreground until Ctrl-C.
//
//   node scripts/firebase-emulator.mjs [--project demo-nada]
import {spawn} from 'node:child_process';
import {closeSync, openSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const firebaseBin = fileURLToPath(
  new URL('../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url),
);

/** The emulator's address; firebase.json fixes the port. */
export const AUTH_EMULATOR_HOST = '127.0.0.1:9099';

/** Resolves true when an Auth emulator answers at `host`. */
export async function isAuthEmulatorUp(host = AUTH_EMULATOR_HOST) {
  try {
    const response = await fetch(`http://${host}/`, {signal: AbortSignal.timeout(1000)});
    const body = await response.json();
    return body?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Starts the Auth emulator unless one already answers on 9099, and waits until it is ready or its
 * process exits. `timeoutMs` is only a last resort for a hung process: on a busy 2-core CI machine,
 * with turbo typechecking beside it, its start has taken over 60 s (it is ~10 s on a quiet one).
 * Returns `{host, reused, stop}` (and `process`, `logFile` of one it started); `stop()` ends only an
 * emulator this call started.
 */
export async function startAuthEmulator({projectId = 'demo-nada', timeoutMs = 300_000, log = () => {}} = {}) {
  if (await isAuthEmulatorUp()) {
    log(`Auth emulator already running on ${AUTH_EMULATOR_HOST}; reusing it.`);
    return {host: AUTH_EMULATOR_HOST, reused: true, stop: async () => {}};
  }
  log(`Starting the Auth emulator on ${AUTH_EMULATOR_HOST} (project ${projectId}) ...`);
  // Its output goes to a file, never to a pipe of this process: the emulator outlives a caller that
  // exits without stop() (a test run, a benchmark), and is then reused by the next one; with a pipe
  // its first line written afterwards (the link of the first verification email) killed it with
  // EPIPE, and every later sign-in of that run failed with ECONNREFUSED. One emulator can hold the
  // port at a time, so one file per project serves: each start begins it afresh.
  const logFile = join(tmpdir(), `nada-auth-emulator-${projectId}.log`);
  const logFd = openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    [firebaseBin, 'emulators:start', '--only', 'auth', '--project', projectId],
    {cwd: repoRoot, stdio: ['ignore', logFd, logFd]},
  );
  closeSync(logFd);
  /** The end of its output, for an error message. */
  const output = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-4000);
    } catch {
      return '';
    }
  };
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isAuthEmulatorUp()) break;
    if (child.exitCode !== null) {
      // Another process may have started one at the same moment and won the port.
      if (await isAuthEmulatorUp()) return {host: AUTH_EMULATOR_HOST, reused: true, stop: async () => {}};
      throw new Error(`The Auth emulator exited with code ${child.exitCode}:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!(await isAuthEmulatorUp())) {
    child.kill('SIGTERM');
    throw new Error(`The Auth emulator did not answer within ${timeoutMs} ms:\n${output()}`);
  }
  log(`Auth emulator ready on ${AUTH_EMULATOR_HOST}.`);
  return {
    host: AUTH_EMULATOR_HOST,
    reused: false,
    process: child,
    logFile,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const projectIndex = process.argv.indexOf('--project');
  const projectId = projectIndex > 0 ? process.argv[projectIndex + 1] : 'demo-nada';
  const emulator = await startAuthEmulator({projectId, log: (line) => console.log(line)});
  if (emulator.reused) process.exit(0);
  console.log(`Its output: ${emulator.logFile}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void emulator.stop().then(() => process.exit(0)));
  }
  emulator.process.once('exit', (code) => process.exit(code ?? 1));
}
