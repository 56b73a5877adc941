import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, daysAhead } from './booking';
import { newUser, registerThroughApi } from './users';

/** What a page needs before its scripts run: React Router's navigation state, and a signed-in traveller. */
export interface PageSetup {
  /** `location.state` as the previous page would have left it (React Router keeps it in history.state.usr). */
  routerState?: unknown;
  /** An access token, stored where the app looks for it. */
  token?: string;
}

/** A page a booking starts with, as a first visit reaches it: measured by the start budgets and by Lighthouse. */
export interface StartPage {
  name: string;
  path: string;
  /** Prepares what the page needs (a traveller, a trip to show) through the API. */
  setup: (request: APIRequestContext) => Promise<PageSetup>;
  /** What the page shows once it has started: its form, its first result, its first free seat. */
  shown: (page: Page) => Locator;
}

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

export const START_PAGES: StartPage[] = [
  {
    name: 'home',
    path: '/',
    setup: async () => ({}),
    shown: (page) =>
      page.getByRole('form', { name: 'Rechercher un trajet' }).getByRole('button', { name: 'Rechercher' }),
  },
  {
    // /search reads the search from router state, which the home form leaves there.
    name: 'search results',
    path: '/search',
    setup: async () => ({ routerState: { search } }),
    shown: (page) => page.getByRole('article').first(),
  },
  {
    name: 'seat map',
    path: '/select-seat',
    setup: seatPage,
    shown: (page) => page.getByRole('button', { name: /^Siège \d+, disponible$/ }).first(),
  },
];

/**
 * The server-rendered pages a search engine or a shared link leads to (issue 20): home, the results at their address
 * and a city pair, which Lighthouse measures beside the start pages (lighthouse.bench.ts).
 */
export const LANDING_PAGES: StartPage[] = [
  START_PAGES[0]!,
  {
    name: 'search results by address',
    path: `/search?from=Abidjan&to=Yamoussoukro&departureDate=${daysAhead(3)}`,
    setup: async () => ({}),
    shown: (page) => page.getByRole('article').first(),
  },
  {
    name: 'city pair',
    path: '/trajets/abidjan/yamoussoukro',
    setup: async () => ({}),
    shown: (page) => page.getByRole('heading', { level: 1 }),
  },
];
