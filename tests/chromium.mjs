// Debian's Chromium, started so that it makes no request beyond this machine (TOOLCHAIN.md).
// The binary itself, not Debian's /usr/bin/chromium: that wrapper script adds its own flags (GPU
// rasterization, remote extensions, component extension options) to every start. Measured on the
// CI machine kind, the same specs took 8 to 11 % less CPU without them (docs/benchmarks.md), and
// every screenshot still matched its baseline.
export const chromiumExecutable = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';

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
