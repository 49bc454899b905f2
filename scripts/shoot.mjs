// Looks at a page or a story as a person would: writes a PNG screenshot.
//   node scripts/shoot.mjs <url | story-id> <out.png> [--dark] [--en] [--width 390] [--height 800] [--full] [--static DIR]
// A story id (ui-button--primary) is opened from a built Storybook (storybook-static/ unless --static DIR).
import {spawn} from 'node:child_process';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../tests/chromium.mjs';

const args = process.argv.slice(2);
const valued = new Set(['--width', '--height', '--static']);
const positional = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));
const [target, out] = positional;
if (!target || !out) {
  console.error(
    'usage: node scripts/shoot.mjs <url | story-id> <out.png> [--dark] [--en] [--width N] [--height N] [--full]',
  );
  process.exit(2);
}
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const number = (name, fallback) => Number(option(name, fallback));

let server;
let url = target;
if (!/^https?:/.test(target)) {
  const port = String(20000 + Math.floor(Math.random() * 20000));
  server = spawn(process.execPath, ['scripts/serve-static.mjs', option('static', 'storybook-static'), port], {
    stdio: 'ignore',
  });
  await new Promise((r) => setTimeout(r, 400));
  const globals = `colorMode:${flag('dark') ? 'dark' : 'light'};locale:${flag('en') ? 'en' : 'id'}`;
  url = `http://127.0.0.1:${port}/iframe.html?id=${target}&viewMode=story&globals=${globals}`;
}
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({
  viewport: {width: number('width', 800), height: number('height', 600)},
  colorScheme: flag('dark') ? 'dark' : 'light',
  locale: flag('en') ? 'en-US' : 'id-ID',
});
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
await page.goto(url, {waitUntil: 'networkidle'});
await page.evaluate(() => document.fonts.ready);
await page.waitForTimeout(300);
await page.screenshot({path: out, fullPage: flag('full')});
await browser.close();
server?.kill();
console.log(out);
