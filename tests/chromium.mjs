// Debian's Chromium, started so that it makes no request beyond this machine (TOOLCHAIN.md).
export const chromiumExecutable = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** Launch options for Playwright's chromium.launch(). */
export const chromiumLaunchOptions = {executablePath: chromiumExecutable, args: chromiumArgs};
