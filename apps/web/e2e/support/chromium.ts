/** The system Chromium (Debian package): this project never downloads browsers. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags of every Chromium the tests start, Playwright's and Lighthouse's: no sandbox (containers), no GPU, and no
 * background traffic to Google (component updates, sync, first-run pings), so that a run needs no network but the
 * app's own.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
