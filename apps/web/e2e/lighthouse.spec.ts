import os from 'node:os';
import { expect, test } from '@playwright/test';
import { LighthouseRunError, runLighthouse, type LighthouseRun } from './support/lighthouse';
import { summarise } from './support/lighthouse-summary';
import { LANDING_PAGES } from './support/start-pages';

/**
 * On a phone as Lighthouse emulates it (its default mobile settings: slow 4G, CPU four times slower), the pages a
 * search engine or a shared link leads to score 0.98 and show their largest element within 1.2 s (issue 20). Judged
 * on the median of five runs per page: Lighthouse times each task on the machine's clock, so one run's blocking time
 * moves with what else the machine does in that second.
 *
 * The score holds because little that it counts depends on the machine's speed: the HTML carries the page (its
 * paints are network time), and after the first paint no task passes about 10 ms of a laptop's CPU (hydration in
 * slices, the Intl set-up before the paint), below the 12.5 ms from which Lighthouse counts blocking time. Lighthouse
 * drives Chromium's headless shell, whose browser draws no window of its own to compete with the page for the
 * machine's two cores (e2e/support/chromium.ts). Runs last (its own project, after the browser tests:
 * playwright.config.ts), so that no other test shares the machine.
 */
const RUNS = 5;
const MIN_PERFORMANCE = 0.98;
const MAX_LCP_MS = 1200;

for (const landing of LANDING_PAGES) {
  test(`Lighthouse mobile, ${landing.name}: performance ≥ ${MIN_PERFORMANCE}, LCP ≤ ${MAX_LCP_MS} ms`, async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(RUNS * 90_000);
    const setup = await landing.setup(request);
    const runs: LighthouseRun[] = [];
    // A run Lighthouse could not finish (it lost its trace) is run again, twice at most over the page.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
      try {
        runs.push(await runLighthouse(`${baseURL}${landing.path}`, setup));
      } catch (error) {
        if (!(error instanceof LighthouseRunError)) throw error;
        console.log(`${landing.path}: no result (${error.message})`);
      }
    }
    expect(runs, 'Lighthouse runs that finished').toHaveLength(RUNS);
    for (const run of runs) {
      console.log(`${landing.path}: performance ${run.scores.performance} (${run.metrics}), load ${load()}`);
      const shown = new URL(run.finalUrl);
      expect(shown.pathname + shown.search, 'the page was shown, not redirected').toBe(landing.path);
      expect(run.foreignRequests, 'nothing loads from another host').toEqual([]);
    }
    const { performance, LCP } = summarise(runs);
    expect(performance.median, 'performance, median of the runs').toBeGreaterThanOrEqual(MIN_PERFORMANCE);
    expect(LCP.median, 'largest contentful paint (ms), median of the runs').toBeLessThanOrEqual(MAX_LCP_MS);
  });
}

function load(): string {
  return os.loadavg()[0]!.toFixed(1);
}
