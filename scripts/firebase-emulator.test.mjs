// The Auth emulator outlives a caller that exits without stopping it (issue 20: an app e2e run lost
// every sign-in after the first verification email, because the emulator the multi-host step had
// started wrote that email's link into the pipe of a process that was gone, and died of EPIPE).
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {test} from 'node:test';
import {AUTH_EMULATOR_HOST, isAuthEmulatorUp} from './firebase-emulator.mjs';

const identity = `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

async function post(path, body) {
  const response = await fetch(`${identity}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return response.json();
}

test(
  'an emulator whose starter has exited keeps answering after it "emails" a verification link',
  {timeout: 360_000},
  async () => {
    // A process that starts the emulator (or finds one running) and exits without stopping it.
    const starter = `import {startAuthEmulator} from ${JSON.stringify(new URL('./firebase-emulator.mjs', import.meta.url).href)};
const emulator = await startAuthEmulator();
console.log(JSON.stringify({pid: emulator.process?.pid ?? null}));
process.exit(0);`;
    const {pid} = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', starter], {encoding: 'utf8'}),
    );
    try {
      const email = `orphan-${Date.now()}@nada.test`;
      const {idToken} = await post('accounts:signUp', {
        email,
        password: 'lagu-kita-2026',
        returnSecureToken: true,
      });
      // The emulator writes the verification link to its output.
      await post('accounts:sendOobCode', {requestType: 'VERIFY_EMAIL', idToken});
      const again = await post('accounts:signInWithPassword', {
        email,
        password: 'lagu-kita-2026',
        returnSecureToken: true,
      });
      assert.equal(again.email, email);
      assert.equal(await isAuthEmulatorUp(), true);
    } finally {
      if (pid) process.kill(pid, 'SIGTERM');
    }
  },
);
