// Checks the README's start command end to end: `npm run start` builds and serves Nada, the
// Indonesian and English pages answer with the right <html lang>, and the server stops cleanly.
import {spawn} from 'node:child_process';

const port = 30000 + Math.floor(Math.random() * 20000);
const server = spawn('npm', ['run', '--silent', 'start'], {
  env: {...process.env, PORT: String(port)},
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

async function fetchWhenUp(path, deadline) {
  for (;;) {
    try {
      return await fetch(`http://127.0.0.1:${port}${path}`);
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`nothing answered on port ${port} in time`, {cause: error});
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const deadline = Date.now() + 180_000;
const checks = [
  ['/', 'id'],
  ['/en', 'en'],
];
let failures = 0;
for (const [path, lang] of checks) {
  const response = await fetchWhenUp(path, deadline);
  const html = await response.text();
  const ok = response.status === 200 && html.includes(`<html lang="${lang}"`);
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} GET ${path} -> ${response.status}, lang ${lang}`);
}
stop();
process.exit(failures ? 1 : 0);
