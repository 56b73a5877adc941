import os from 'node:os';
import { expect, test } from '@playwright/test';
import { CATEGORIES, LighthouseRunError, runLighthouse, type LighthouseRun } from './support/lighthouse';
import { markdownTable } from './support/lighthouse-summary';
import { LANDING_PAGES, START_PAGES, type StartPage } from './support/start-pages';

/**
 * `npm run bench:web`: Lighthouse on a phone (its default mobile emulation and simulated slow 4G), five runs on each
 * page of a booking's first steps, and the median and range of the performance score and of the timings that make
 * it, on more pages than the gate (lighthouse.spec.ts) measures: the start pages a booking goes through, the seat map
 * included (docs/BENCHMARKS.md, "Web: Lighthouse").
 *
 * Runs with playwright.bench.config.ts (its own server, as for the browser tests).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** The start pages, and the results at their address and a city pair (the first-visit `/search` stays too). */
const PAGES: StartPage[] = [...START_PAGES, ...LANDING_PAGES.slice(1)];

test.describe.configure({ mode: 'serial' });

const measured: { page: string; runs: LighthouseRun[] }[] = [];

test.beforeAll(() => {
  const [cpu] = os.cpus();
  console.log(`Machine: ${cpu?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, load ${loadAverage()}`);
});

for (const start of PAGES) {
  test(`Lighthouse mobile, ${start.name} (${start.path}), ${RUNS} runs`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(RUNS * 150_000);
    const setup = await start.setup(request);
    const runs: LighthouseRun[] = [];
    for (let attempt = 1; attempt <= RUNS; attempt += 1) {
      let run: LighthouseRun;
      try {
        run = await runLighthouse(`${baseURL}${start.path}`, setup);
      } catch (error) {
        // Lighthouse sometimes loses its trace on a loaded machine: that run is reported and left out.
        if (!(error instanceof LighthouseRunError)) throw error;
        console.log(`${start.path} run ${attempt}: no result (${error.message})`);
        continue;
      }
      const scores = CATEGORIES.map((category) => `${category} ${run.scores[category]}`).join(', ');
      console.log(`${start.path} run ${attempt}: ${scores} (${run.metrics}), load ${loadAverage()}`);
      // What is measured must be the page meant, served by this machine alone. Its path is enough: /search, opened
      // with a search in its router state, writes that search into its address.
      const shown = new URL(run.finalUrl);
      expect(shown.pathname, 'the page was shown, not redirected').toBe(
        new URL(start.path, baseURL).pathname,
      );
      expect(run.foreignRequests, 'nothing loads from another host').toEqual([]);
      runs.push(run);
    }
    expect(runs.length, 'at least one Lighthouse run finished').toBeGreaterThan(0);
    measured.push({ page: `${start.name} (\`${start.path}\`)`, runs });
    const last = runs.at(-1)!;
    await testInfo.attach(`lighthouse-${start.name.replace(/\W+/g, '-')}.json`, {
      body: last.report,
      contentType: 'application/json',
    });
  });
}

test.afterAll(() => {
  if (measured.length === 0) return;
  const lowest = (category: (typeof CATEGORIES)[number]) =>
    Math.min(...measured.flatMap(({ runs }) => runs.map((run) => run.scores[category])));
  console.log(
    `\nLighthouse, median (lowest–highest) of each page's runs; load at the end ${loadAverage()}:\n`,
  );
  console.log(markdownTable(measured));
  console.log(
    `\nAccessibility, lowest of all runs: ${lowest('accessibility')}; best practices: ${lowest('best-practices')}.`,
  );
});

function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
}
