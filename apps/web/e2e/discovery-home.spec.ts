import { expect, test } from '@playwright/test';

test('home: a destination of the Popular tab opens /routes with its query applied', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of ['Gérer ma réservation', 'Suivre mon bus', 'Aide', 'Devenir partenaire']) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  const tabs = page.getByRole('tablist', { name: 'Destinations' });
  const suggested = tabs.getByRole('tab', { name: 'Suggestions' });
  await expect(suggested).toHaveAttribute('aria-selected', 'true');
  // Keyboard: arrow right moves to "Populaires" and selects it.
  await suggested.focus();
  await page.keyboard.press('ArrowRight');
  const popular = tabs.getByRole('tab', { name: 'Populaires' });
  await expect(popular).toHaveAttribute('aria-selected', 'true');
  await expect(popular).toBeFocused();

  const panel = page.getByRole('tabpanel');
  const first = panel.getByRole('link').first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href'))!;
  const query = new URL(href, 'http://x').searchParams;
  expect(query.get('passengers')).toBe('1 Adult');
  expect(query.get('departureDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await first.click();

  await expect(page).toHaveURL(/\/routes\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Itinéraires' })).toBeVisible();
  await expect(page.getByLabel('Départ', { exact: true })).toHaveValue(query.get('from')!);
  await expect(page.getByLabel('Destination')).toHaveValue(query.get('to')!);
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(query.get('departureDate')!);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toContainText(query.get('from')!);
    await expect(card).toContainText(query.get('to')!);
  }
});

test('home: figures, the "Today" tab and a partner card leading to its station', async ({ page }) => {
  await page.goto('/');
  for (const figure of ['24/7', '100 %', '8 000'])
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: "Aujourd'hui" }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir tous les itinéraires' })).toHaveAttribute(
    'href',
    '/routes',
  );

  const partners = page.getByRole('region', { name: 'Nos compagnies partenaires' });
  const card = partners.getByRole('link').first();
  const company = (await card.locator('span.font-bold').textContent())!;
  await card.click();
  await expect(page).toHaveURL(/\/stations\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(company);
});

test('home on a phone: the sections below the first screen appear as the traveller scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const destinations = page.getByRole('heading', { name: 'Destinations' });
  const contact = page.getByRole('contentinfo').getByRole('link', { name: 'contact@gbaka.ci' });
  // Not drawn yet: nothing has scrolled near them (components/layout/render-when-near.tsx).
  await expect(destinations).toHaveCount(0);
  await expect(contact).toHaveCount(0);
  for (let step = 0; step < 20 && (await contact.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await expect(contact).toBeVisible();
  await destinations.scrollIntoViewIfNeeded();
  await expect(destinations).toBeVisible();
  // Its list was fetched while the phone was idle: no skeleton left by the time it is reached.
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
});

test('stations: list, detail tabs with the map, and an unknown station', async ({ page }) => {
  await page.goto('/stations');
  await expect(page.getByRole('heading', { name: 'Gares routières' })).toBeVisible();
  await page.getByRole('link', { name: /Gare / }).first().click();
  await expect(page.getByText('4,8/5')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', /^tel:\+225/);
  await expect(page.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:/);

  await page.getByRole('tab', { name: /Routes disponibles/ }).click();
  const book = page
    .getByRole('tabpanel')
    .getByRole('link', { name: /^Réserver / })
    .first();
  await expect(book).toHaveAttribute('href', /^\/routes\?from=.+&to=.+&departureDate=/);

  // The map is its own chunk, loaded when its tab opens; it draws the station, with nothing from the internet.
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) outside.push(r.url());
  });
  await page.getByRole('tab', { name: 'Localisation' }).click();
  await expect(page.getByRole('img', { name: /Carte/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Services' }).click();
  await expect(page.getByText('Bagages inclus')).toBeVisible();
  expect(outside).toEqual([]);

  await page.goto('/stations/01234567-89ab-7def-8123-456789abcdef');
  await expect(page.getByRole('heading', { name: 'Station non trouvée.' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir toutes les stations' }).click();
  await expect(page).toHaveURL(/\/bus-stations$/);
});
