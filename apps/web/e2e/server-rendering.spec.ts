import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { daysAhead } from './support/booking';

/**
 * The public pages arrive as HTML (issue 20, DESIGN §12): the server's answer carries what the first screen shows,
 * the page's largest element included, and the browser hydrates it without a mismatch.
 */

interface Station {
  _id: string;
  name: string;
  address: string;
}

/** The day of the next Abidjan → Yamoussoukro departure, as the city-pair page lists it. */
async function nextDepartureDay(request: APIRequestContext): Promise<string> {
  const pair = await request.get('/api/travel/city-pairs/abidjan/yamoussoukro');
  const { data } = (await pair.json()) as { data: { departures: { departureDate: string }[] } };
  return data.departures.at(-1)!.departureDate.slice(0, 10);
}

async function firstStation(request: APIRequestContext): Promise<Station> {
  const list = await request.get('/api/travel/stations');
  return ((await list.json()) as { data: Station[] }).data[0]!;
}

/** The HTML the server sends, as a crawler or `curl` gets it. */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=60');
  return response.text();
}

/** The text of the page's largest contentful paint, as the browser measured it. */
function largestElementText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          resolve(entry.element?.textContent?.trim() ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * Holds the app's entry script back, as a slow network would, until the function returned is called: what a visitor
 * does before the script runs.
 */
async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** HTML text of the server's answer, entities decoded, to compare with what the browser shows. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

test('the search, the city pair and a station arrive with their content in the HTML', async ({ request }) => {
  const day = await nextDepartureDay(request);
  const search = textOf(
    await serverHtml(request, `/search?from=Abidjan&to=Yamoussoukro&departureDate=${day}`),
  );
  expect(search).toMatch(/Trajets disponibles/);
  expect(search).toMatch(/\d[\d\s]* F CFA/);
  expect(search).toMatch(/Sélectionner/);

  const pair = textOf(await serverHtml(request, '/trajets/abidjan/yamoussoukro'));
  expect(pair).toContain('Car Abidjan → Yamoussoukro');
  expect(pair).toMatch(/Prochains départs/);
  expect(pair).toMatch(/\d[\d\s]* F CFA/);

  const station = await firstStation(request);
  const stationPage = await serverHtml(request, `/stations/${station._id}`);
  expect(textOf(stationPage)).toContain(station.name);
  expect(textOf(stationPage)).toContain(station.address);
  expect(stationPage).toMatch(/<link rel="canonical" href="[^"]*\/stations\//);

  const home = await serverHtml(request, '/');
  // Whatever the order in which the renderer writes the form's attributes.
  expect(home).toMatch(/<form [^>]*aria-label="Rechercher un trajet"/);
  expect(home).toContain('id="server-state"');
});

test('an unknown line answers 404 with its not-found page; a lang cookie gets the page in English', async ({
  request,
}) => {
  const unknown = await request.get('/trajets/abidjan/nulle-part');
  expect(unknown.status()).toBe(404);
  expect(textOf(await unknown.text())).toContain("Cette ligne n'existe pas");

  const english = await request.get('/help', { headers: { cookie: 'lang=en' } });
  const html = await english.text();
  expect(html).toContain('<html lang="en">');
  expect(textOf(html)).toContain('Help');
  expect(english.headers().vary).toContain('Cookie');
});

/** Every page the server renders (src/app/router.tsx, the handles with `ssr`), as a first visit opens it. */
const RENDERED_PAGES = [
  '/',
  'search',
  '/trajets/abidjan/yamoussoukro',
  '/stations',
  'station',
  '/routes',
  '/track',
  '/help',
  '/privacy-policy',
  '/terms-of-service',
  '/cookies',
  '/partner',
];

for (const path of RENDERED_PAGES) {
  test(`${path}: its largest element is in the server's HTML, and it hydrates without an error`, async ({
    page,
    request,
  }) => {
    let url = path;
    if (path === 'search') {
      url = `/search?from=Abidjan&to=Yamoussoukro&departureDate=${await nextDepartureDay(request)}`;
    }
    if (path === 'station') url = `/stations/${(await firstStation(request))._id}`;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const html = textOf(await serverHtml(request, url));

    // The server's heading is still the one on screen once the app runs: hydrated, not drawn again. The app's
    // script waits until the heading is marked.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await page.locator('h1').first().waitFor({ state: 'attached' });
      await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-from-server', ''));
      await route.continue();
    });
    await page.goto(url);
    await expect(page.locator('h1[data-from-server]')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const largest = await largestElementText(page);
    expect(largest.length).toBeGreaterThan(0);
    // Compared without spaces: the browser's text runs inline elements together, the HTML's has tags between them.
    expect(html.replace(/\s+/g, '')).toContain(largest.replace(/\s+/g, ''));
    expect(errors).toEqual([]);
    await expect(page.locator('h1[data-from-server]')).toBeVisible();
  });
}

test('what the traveller types before the script runs is what the home form searches', async ({ page }) => {
  // The app's script arrives only once the form is filled in, as on a slow phone.
  const filled = await holdAppScript(page);
  // Not waiting for the load event: it waits for the script held back.
  await page.goto('/', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Rechercher un trajet' });
  const day = daysAhead(5);
  // A city typed as people type it (any case), the other one replaced, and every other field of the first screen.
  await form.getByRole('combobox', { name: 'Départ' }).fill('bouaké');
  await form.getByRole('combobox', { name: 'Arrivée' }).fill('Korhogo');
  await form.getByLabel('Date de départ').fill(day);
  await form.getByLabel('Heure').selectOption('14:00');
  await form.getByLabel('Passagers').selectOption({ index: 1 });
  const passengers = await form.getByLabel('Passagers').inputValue();
  await form.getByText('Aller-retour').click();
  filled();
  // Hydrated: the round trip chosen before the script shows its return date, which only the script draws.
  await expect(form.getByLabel('Date de retour')).toHaveValue(daysAhead(6));
  await page.waitForLoadState('networkidle');
  await expect(form.getByRole('combobox', { name: 'Départ' })).toHaveValue('bouaké');
  await expect(form.getByRole('combobox', { name: 'Arrivée' })).toHaveValue('Korhogo');
  await expect(form.getByLabel('Date de départ')).toHaveValue(day);
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const searched = Object.fromEntries(new URL(page.url()).searchParams);
  expect(searched).toMatchObject({
    from: 'Bouaké',
    to: 'Korhogo',
    departureDate: day,
    returnDate: daysAhead(6),
    departureTime: '14:00',
    passengers,
  });
});

test("the page's script is requested once its first paint is on screen, not only drawn", async ({
  page,
  request,
}) => {
  // A task after the next frame came before the frame reached the screen in about half the loads on a busy machine:
  // Lighthouse then counted the script's download into the largest paint (public/start-after-paint.js). Three
  // loads of each page, so that a start that merely follows the frame is caught.
  const search = `/search?from=Abidjan&to=Yamoussoukro&departureDate=${await nextDepartureDay(request)}`;
  for (const url of ['/', search, '/trajets/abidjan/yamoussoukro']) {
    for (let load = 1; load <= 3; load += 1) {
      await page.goto(url);
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      const times = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter(({ name }) => /\/assets\/.+\.js$/.test(name))
          .map(({ startTime }) => startTime),
      }));
      expect(times.scripts.length, url).toBeGreaterThan(0);
      expect(Math.min(...times.scripts), `${url}, load ${load}`).toBeGreaterThanOrEqual(times.painted);
    }
  }
});

test('a tap on a button before the script runs acts once the script has taken the page', async ({ page }) => {
  const tapped = await holdAppScript(page);
  // The page's start script (public/start-after-paint.js) has run by DOMContentLoaded; it is smaller than the
  // stylesheet the first paint waits for, so a person almost never sees the page before it has run.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Rechercher un trajet' });
  // A plain button, which does nothing without the script.
  await form.getByRole('button', { name: 'Inverser départ et arrivée' }).click();
  tapped();
  await expect(form.getByRole('combobox', { name: 'Départ' })).toHaveValue('Yamoussoukro');
  await expect(form.getByRole('combobox', { name: 'Arrivée' })).toHaveValue('Abidjan');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home form searches and the results show', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Rechercher un trajet' });
    await expect(form.getByRole('combobox', { name: 'Départ' })).toHaveValue('Abidjan');
    await expect(form.getByRole('combobox', { name: 'Arrivée' })).toHaveValue('Yamoussoukro');
    await form.getByLabel('Date de départ').fill(daysAhead(3));
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/search\?.*from=Abidjan/);
    await expect(page.getByRole('heading', { name: /Trajets disponibles/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('F CFA');
  });
});
