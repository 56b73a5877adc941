import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { daysAhead } from './support/booking';

/** The results page that helps (issue 16), on a 360 px phone: strip of days, sorting, fee, +1 j, time chip. */
test.use({ viewport: { width: 360, height: 780 } });

const cards = (page: Page) => page.getByRole('article');
const badge = (page: Page) => page.getByTestId('active-filters');
const strip = (page: Page) => page.getByRole('navigation', { name: 'Autres dates' });
const currentDay = (page: Page) => strip(page).locator('[aria-current="date"]');

/** Searches from the home hero, from Abidjan, with a time when given (the form's 08:00 means any time). */
async function search(page: Page, options: { to?: string; date: string; time?: string }) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Rechercher un trajet' });
  await expect(form.getByRole('combobox', { name: 'Départ' })).toHaveValue('Abidjan');
  if (options.to) await form.getByRole('combobox', { name: 'Arrivée' }).fill(options.to);
  await form.getByLabel('Date de départ').fill(options.date);
  if (options.time) await form.getByLabel('Heure').selectOption(options.time);
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/search\?from=Abidjan&/);
}

const numbers = (texts: string[]) => texts.map((text) => Number(text.replace(/\D/g, '')));
/** Per card: its fare (before the fee), departure "HH:MM" and duration in minutes. */
async function shown(page: Page) {
  const fares = numbers(await cards(page).locator('p.text-lg').allTextContents());
  const times = await cards(page).locator('p.text-xl:first-child').allTextContents();
  const durations = (await cards(page).locator('p.sr-only', { hasText: 'Durée' }).allTextContents()).map(
    (text) => {
      const [, h = '0', m = '0'] = /(\d+)h(?:(\d+)min)?/.exec(text) ?? [];
      return Number(h) * 60 + Number(m);
    },
  );
  return { fares, times, durations };
}
const ascending = <T>(list: T[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

test('a strip of days with their lowest fare, sorting, the fee on each card and "+1 j"', async ({ page }) => {
  await search(page, { date: daysAhead(3) });
  await expect(cards(page).first()).toBeVisible();

  // Seven days, the searched one current; each with its lowest fare or "Aucun départ".
  const days = strip(page).getByRole('button');
  await expect(days).toHaveCount(7);
  await expect(currentDay(page)).toHaveCount(1);
  for (const text of await days.allTextContents()) expect(text).toMatch(/dès [\d\s\u202f]+ F|Aucun départ/);
  const { fares } = await shown(page);
  expect(numbers([(await currentDay(page).textContent())!.replace(/^.*dès/, '')])[0]).toBe(
    Math.min(...fares),
  );

  // The fee is stated on the card, and a one-way card gives its total with it.
  await expect(cards(page).first()).toContainText('+ frais de service 6,5 %');
  await expect(cards(page).first()).toContainText('Total frais inclus');
  // The 21:00 to Yamoussoukro arrives after midnight.
  const night = cards(page).filter({ hasText: '21:00' });
  await expect(night.getByText('+1 j')).toBeVisible();
  await expect(night).toContainText('arrivée le lendemain');

  const sortBy = (name: string) => page.getByRole('button', { name, exact: true });
  await expect(sortBy('Départ')).toHaveAttribute('aria-pressed', 'true');
  expect((await shown(page)).times).toEqual(ascending((await shown(page)).times));
  await sortBy('Prix').click();
  await expect(sortBy('Prix')).toHaveAttribute('aria-pressed', 'true');
  expect((await shown(page)).fares).toEqual(ascending((await shown(page)).fares));
  await sortBy('Durée').click();
  const { durations } = await shown(page);
  expect(durations).toEqual(ascending(durations));
  expect(new Set(durations).size).toBeGreaterThanOrEqual(1);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: 'test-results/results-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/results-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });

  // Another day from the strip is a new search of that day.
  const nextDay = days.nth(4);
  const label = (await nextDay.locator('span').first().textContent())!;
  await nextDay.click();
  await expect(currentDay(page).locator('span').first()).toHaveText(label);
  await expect(cards(page).first()).toBeVisible();
});

test('the time asked is a removable chip counted in the filters badge', async ({ page }) => {
  await search(page, { date: daysAhead(4), time: '14:00' });
  const chip = page.getByRole('button', { name: 'Retirer le filtre : Départ après 14:00' });
  await expect(chip).toBeVisible();
  await expect(badge(page)).toHaveText(/^1/);
  for (const time of (await shown(page)).times) expect(time >= '14:00').toBe(true);

  await page.getByRole('button', { name: /^Filtres/ }).click();
  await page.getByLabel(/^Premium/).check();
  await expect(badge(page)).toHaveText(/^2/);
  await page.getByRole('button', { name: /^Retirer le filtre : Premium/ }).click();
  await expect(badge(page)).toHaveText(/^1/);
  await chip.click();
  await expect(chip).toHaveCount(0);
  await expect(badge(page)).toHaveCount(0);
  await expect(cards(page).filter({ hasText: '06:00' }).first()).toBeVisible();
});

/** A day on which Abidjan–Korhogo has nothing from `time`, but a later day has (the night bus runs some days). */
async function emptyDay(request: APIRequestContext, time: string) {
  for (let ahead = 2; ahead < 10; ahead += 1) {
    const date = daysAhead(ahead);
    const response = await request.get('/api/travel/routes/days', {
      params: { from: 'Abidjan', to: 'Korhogo', date, departureTime: time },
    });
    expect(response.ok()).toBe(true);
    const { data } = await response.json();
    const day = data.days.find((d: { date: string }) => d.date === date);
    if (day.lowestPrice === null && data.nextDeparture) return { date, next: data.nextDeparture as string };
  }
  throw new Error('the demo data has no day without a night bus to Korhogo');
}

test('a day with nothing offers the next departure, and says "d\'Abidjan"', async ({ page, request }) => {
  const { date, next } = await emptyDay(request, '19:00');
  await search(page, { to: 'Korhogo', date, time: '19:00' });
  await expect(page.getByRole('heading', { name: 'Aucun trajet trouvé' })).toBeVisible();
  await expect(page.getByText("Aucun départ d'Abidjan vers Korhogo")).toBeVisible();
  const nextButton = page.getByRole('button', { name: /^Prochain départ le / });
  await nextButton.click();
  await expect(cards(page).first()).toBeVisible();
  await expect(currentDay(page)).toHaveCount(1);
  const dayShown = await page.evaluate(
    () => (window.history.state as { usr: { search: { departureDate: string } } }).usr.search.departureDate,
  );
  expect(dayShown).toBe(next);
  await page.screenshot({ path: 'test-results/results-next-360.png', fullPage: true });
});
