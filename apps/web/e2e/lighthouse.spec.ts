import os from 'node:os';
import { expect, test } from '@playwright/test';
import { LighthouseRunError, runLighthouse, type LighthouseRun } from './support/lighthouse';
import { summarise } from './support/lighthouse-summary';
import { LANDING_PAGES } from './support/start-pages';

/**
 * On a phone as Lighthouse emulates it (its default mobile settings: slow 4G, CPU four times slower), the pages a
 * search engine or a shared link leads to show their largest element within 1.2 s and keep their performance score.
 * Judged on the median of five runs per page, since one run's blocking time moves with what else the machine does in
 * that second. Two minutes in all.
 *
 * Issue 20 aims at 0.98. The medians reach 0.99 to 1.00 on a machine at a load of 2 to 3, but single runs fall to
 * 0.90 there and medians to 0.80 at a load of 6 to 8 (docs/BENCHMARKS.md, "Web: Lighthouse"), so 0.98 would fail on
 * noise. The floor is 0.95: what a median of five holds on this 2-core machine, and far above what a regression
 * brings (the script loading before the first paint again gave 0.82).
 */
const RUNS = 5;
const MIN_PERFORMANCE = 0.95;
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
