/** The system Chromium (Debian package): this project never downloads browsers. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse's Chromium: the same Debian build as a headless shell (package chromium-headless-shell), as Puppeteer
 * and Lighthouse CI run it. `chromium --headless` is the whole desktop browser drawn off screen, and it works while
 * the page hydrates: about 40 frames in the second after the first paint once the page's manifest has loaded (6 with
 * the manifest blocked), and some 230 ms of CPU in its browser and compositor threads in the 400 ms after that paint.
 * On two cores that stretches the page's tasks two- to threefold on Lighthouse's clock (docs/BENCHMARKS.md, "Web:
 * Lighthouse").
 */
export const LIGHTHOUSE_CHROME_PATH =
  process.env.LIGHTHOUSE_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

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
