import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, daysAhead } from './support/booking';
import {
  CATEGORIES,
  LighthouseRunError,
  runLighthouse,
  type LighthouseRun,
  type PageSetup,
} from './support/lighthouse';
import { newUser, registerThroughApi } from './support/users';

/**
 * Lighthouse on a phone (its default mobile emulation and simulated slow 4G) scores at least 0.95 in
 * performance, accessibility and best practices on the three pages of a booking's first steps. Figures in
 * docs/BENCHMARKS.md ("Lighthouse").
 */
const TARGET = 0.95;

/**
 * Performance depends on how busy the machine is: a CI machine shared with other jobs slows the page's scripts, and
 * Lighthouse counts that time four times over. The best of up to five runs is what the page can do: on a quiet
 * 2-core machine single runs score 0.95 to 0.97, but a busy spell of a few minutes takes 0.03 to 0.05 off every run
 * (docs/BENCHMARKS.md, "Lighthouse"). The spec stops at the first run that reaches the target.
 */
const MAX_RUNS = 5;

/** The search the home form sends by default (Abidjan → Yamoussoukro, one adult), a few days ahead. */
const search = {
  from: 'Abidjan',
  to: 'Yamoussoukro',
  departureDate: daysAhead(3),
  passengers: '1 Adulte',
  tripType: 'oneWay',
  departureTime: 'all',
  companyName: 'all',
};

/** A signed-in traveller on the seat map of the first trip of that search, as /search hands it over. */
async function seatPage(request: APIRequestContext): Promise<PageSetup> {
  const user = newUser();
  await registerThroughApi(request, user);
  const response = await request.get('/api/travel/routes/search', {
    params: { ...search, passengers: 1 },
  });
  expect(response.status(), await response.text()).toBe(200);
  const trips = (await response.json()) as { data: { outbound: { _id: string }[] } };
  const trip = trips.data.outbound[0];
  expect(trip, 'a trip Abidjan → Yamoussoukro in the demo data').toBeDefined();
  return {
    token: await apiToken(request, user),
    routerState: { search, selectedRouteId: trip!._id, isReturnRoute: false },
  };
}

const pages: { name: string; path: string; setup: (request: APIRequestContext) => Promise<PageSetup> }[] = [
  { name: 'home', path: '/', setup: async () => ({}) },
  // /search reads the search from router state, which the home form leaves there.
  { name: 'search results', path: '/search', setup: async () => ({ routerState: { search } }) },
  { name: 'seat map', path: '/select-seat', setup: seatPage },
];

const best = (runs: LighthouseRun[], category: (typeof CATEGORIES)[number]) =>
  Math.max(...runs.map((run) => run.scores[category]));

for (const audited of pages) {
  test(`Lighthouse mobile, ${audited.name} (${audited.path})`, async ({ request, baseURL }, testInfo) => {
    test.setTimeout(MAX_RUNS * 150_000);
    const setup = await audited.setup(request);
    const runs: LighthouseRun[] = [];
    for (let attempt = 1; attempt <= MAX_RUNS; attempt += 1) {
      let run: LighthouseRun;
      try {
        run = await runLighthouse(`${baseURL}${audited.path}`, setup);
      } catch (error) {
        // Lighthouse sometimes loses its trace on a loaded machine: that attempt counts, the next one may do.
        if (!(error instanceof LighthouseRunError)) throw error;
        console.log(`Lighthouse ${audited.path} run ${attempt}: no result (${error.message})`);
        continue;
      }
      runs.push(run);
      const scores = CATEGORIES.map((category) => `${category} ${run.scores[category]}`).join(', ');
      console.log(`Lighthouse ${audited.path} run ${attempt}: ${scores} (${run.metrics})`);
      expect(new URL(run.finalUrl).pathname, 'the page was shown, not redirected').toBe(audited.path);
      expect(run.foreignRequests, 'nothing loads from another host').toEqual([]);
      if (CATEGORIES.every((category) => best(runs, category) >= TARGET)) break;
    }
    expect(runs.length, 'at least one Lighthouse run finished').toBeGreaterThan(0);
    const bestRun = runs.reduce((a, b) => (b.scores.performance > a.scores.performance ? b : a));
    await testInfo.attach(`lighthouse${audited.path.replace(/\W+/g, '-')}.json`, {
      body: bestRun.report,
      contentType: 'application/json',
    });
    for (const category of CATEGORIES) {
      expect.soft(best(runs, category), `${category}, best of ${runs.length}`).toBeGreaterThanOrEqual(TARGET);
    }
  });
}
