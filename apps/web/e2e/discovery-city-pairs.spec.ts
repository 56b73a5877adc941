import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';

/** City-pair pages (issue 20, DESIGN §12): /trajets/{from}/{to}. */

test('the page of a line: facts, departures with seats, a link into booking, FAQ and head tags', async ({
  page,
}, testInfo) => {
  await page.goto('/trajets/abidjan/yamoussoukro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Car Abidjan → Yamoussoukro : prix, horaires, compagnies',
  );
  const facts = page.getByRole('definition');
  await expect(facts.first()).toContainText('F CFA');
  const departures = page.getByRole('region', { name: 'Prochains départs' });
  await expect(departures.getByText(/places? restantes?/).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Les compagnies de la ligne' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.getByText('Combien de temps dure le trajet ?').click();
  await expect(page.getByText(/selon le car et les arrêts/)).toBeVisible();

  // Head: canonical, the three languages and the FAQ for search engines.
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/trajets/abidjan/yamoussoukro`,
  );
  for (const lang of ['fr', 'en', 'es']) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      `${origin}/trajets/abidjan/yamoussoukro?lang=${lang}`,
    );
  }
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"FAQPage"'))).toBe(true);
  await expectNoSeriousViolations(page);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`city-pair-${width}.png`) });
    await departures.screenshot({ path: testInfo.outputPath(`city-pair-departures-${width}.png`) });
  }

  // "Réserver" is a link to that day's search.
  await departures
    .getByRole('link', { name: /^Réserver le départ/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/search\?from=Abidjan&to=Yamoussoukro&departureDate=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the page in English by its hreflang address', async ({ page }) => {
  await page.goto('/trajets/abidjan/yamoussoukro?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bus Abidjan → Yamoussoukro: fares, times, companies',
  );
});

test('an unknown pair says so and suggests lines that exist', async ({ page }, testInfo) => {
  await page.goto('/trajets/abidjan/atlantide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cette ligne n'existe pas sur Gbaka");
  const suggestion = page
    .getByRole('main')
    .getByRole('link', { name: /^Abidjan → / })
    .first();
  await expect(suggestion).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('city-pair-unknown.png'), fullPage: true });
  await suggestion.click();
  await expect(page).toHaveURL(/\/trajets\/abidjan\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Car Abidjan →');
});

test('the routes list and the home destinations link to the lines', async ({ page }) => {
  await page.goto('/routes');
  const line = page.getByRole('article').first().getByRole('link').first();
  const href = await line.getAttribute('href');
  expect(href).toMatch(/^\/trajets\/[a-z-]+\/[a-z-]+$/);
  await line.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('prix, horaires, compagnies');

  await page.goto('/');
  // The destinations are drawn as they come near: scroll to them.
  await page.mouse.wheel(0, 1500);
  const lines = page.getByRole('navigation', { name: 'Les lignes' });
  await expect(lines.getByRole('link').first()).toHaveAttribute('href', /^\/trajets\//);
});
