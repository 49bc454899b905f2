// Debian's Chromium, started so that it makes no request beyond this machine (TOOLCHAIN.md).
// The binaries themselves, not Debian's /usr/bin/chromium: that wrapper script adds its own flags
// (GPU rasterization, remote extensions, component extension options) to every start, which cost
// the suites 8 to 11 % of their CPU (docs/benchmarks.md).

/**
 * The browser the Playwright suites drive: Debian's `chromium-headless-shell`, the same Chromium
 * without the browser's user interface, as Playwright itself uses for headless runs. The same page
 * renderings (full-page screenshots and axe) took about 30 % less CPU than in the full browser
 * (docs/benchmarks.md, issue 43). `CHROME_PATH` overrides it.
 */
export const chromiumExecutable = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** The full browser, for Lighthouse, which measures pages as a browser with a window loads them. */
export const fullChromiumExecutable = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';

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
