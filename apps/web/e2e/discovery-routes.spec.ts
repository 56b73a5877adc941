import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiGet, apiToken, authHeaders } from './admin-helpers';
import { daysAhead } from './support/booking';

test('routes: filters narrow the list and live in the address', async ({ page }) => {
  await page.goto('/routes');
  await expect(page.getByRole('heading', { name: 'Itinéraires' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);

  await page.getByLabel('Départ', { exact: true }).selectOption('Abidjan');
  await page.getByLabel('Destination').selectOption('Bouaké');
  await expect(page).toHaveURL(/from=Abidjan&to=Bouak/);
  await page.getByLabel('Heure de départ').selectOption('08:00');
  await expect(page).toHaveURL(/departureTime=08%3A00/);
  // The previous list stays on screen, marked busy, until the filtered one arrives. The address changes before
  // React draws the new filter (a transition), so the check is retried until the list is the filtered one.
  const cards = page.getByRole('article');
  await expect(async () => {
    await expect(page.locator('ul[aria-busy]')).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    for (const label of await cards.evaluateAll((all) =>
      all.map((card) => card.getAttribute('aria-label')!),
    )) {
      expect(label).toMatch(/^Abidjan – Bouaké, /);
      const [hours, minutes] = label.slice(-5).split(':').map(Number);
      expect(Math.abs(hours! * 60 + minutes! - 8 * 60)).toBeLessThanOrEqual(60);
    }
  }).toPass();

  // "all" clears the filters; the list is back to everything.
  await page.getByRole('button', { name: 'Effacer les filtres' }).first().click();
  await expect(page).toHaveURL(/\/routes$/);

  // A day with no trip at all, far in the future: "no trip matches".
  await page.getByLabel('Date', { exact: true }).fill('2099-01-01');
  await expect(page.getByText('Aucun trajet ne correspond à vos filtres.')).toBeVisible();
});

test('routes: 10 a page, first, last and neighbouring pages with ellipses', async ({ page }) => {
  await page.goto('/routes');
  const pager = page.getByRole('navigation', { name: 'Pages des trajets' });
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
  await expect(pager.getByText('…')).toHaveCount(1);
  const last = pager.getByRole('button', { name: /^Page \d+$/ }).last();
  const lastNumber = Number(await last.textContent());
  expect(lastNumber).toBeGreaterThan(5);

  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await pager.getByRole('button', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Page 4' }).click();
  // 1 2 3 [4] 5 … last: a gap of one page shows the page; then 1 … 4 [5] 6 … last.
  await expect(pager.getByRole('button', { name: 'Page 2' })).toBeVisible();
  await pager.getByRole('button', { name: 'Page 5' }).click();
  await expect(pager.getByText('…')).toHaveCount(2);
  await expect(page.getByRole('article')).toHaveCount(10);

  await pager.getByRole('button', { name: `Page ${lastNumber}` }).click();
  await expect(pager.getByRole('button', { name: 'Page suivante' })).toBeDisabled();

  // Showing past trips too goes back to page 1 and keeps the choice in the address.
  await page.getByLabel('Afficher aussi les routes passées').click();
  await expect(page).toHaveURL(/all=1/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByLabel('Afficher aussi les routes passées')).toBeChecked();
});

test('routes: booking when signed out asks to sign in first', async ({ page }) => {
  await page.goto('/routes');
  await page.getByRole('article').first().getByRole('button', { name: 'Réserver' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Connexion requise')).toBeVisible();
});

/** A trip that left yesterday at 05:05, created in the back office (the demo trips start today). */
async function departedTrip(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const { data: buses } = await apiGet<{
    data: { _id: string; totalSeats: number; company: { _id: string } }[];
  }>(request, token, '/admin/buses');
  const bus = buses[0]!;
  const yesterday = daysAhead(-1);
  const response = await request.post('/api/admin/routes', {
    headers: authHeaders(token),
    data: {
      from: 'Abidjan',
      to: 'Korhogo',
      departureDate: yesterday,
      departureTime: '05:05',
      arrivalTime: '13:35',
      duration: '8h30',
      price: 12000,
      availableSeats: bus.totalSeats,
      companyName: bus.company._id,
      bus: bus._id,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return yesterday;
}

test('routes: a departed trip shows with "all", dimmed, badged and not bookable', async ({
  page,
  request,
}) => {
  const day = await departedTrip(request);
  await page.goto(`/routes?from=Abidjan&to=Korhogo&departureDate=${day}`);
  // Future trips only by default: the day's trips have all left.
  await expect(page.getByText('Toutes les routes trouvées sont déjà passées.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  // The box follows the address (all=1), so it is checked once the page has read it back.
  await page.getByLabel('Afficher aussi les routes passées').click();
  await expect(page).toHaveURL(/all=1/);
  await expect(page.getByLabel('Afficher aussi les routes passées')).toBeChecked();
  const card = page.getByRole('article').filter({ hasText: '05:05' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Route passée')).toBeVisible();
  await expect(card).toHaveCSS('opacity', '0.7');
  await expect(card.getByRole('button', { name: 'Non disponible' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Réserver' })).toHaveCount(0);
});
