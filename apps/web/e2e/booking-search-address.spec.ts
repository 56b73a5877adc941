import { expect, test, type Page } from '@playwright/test';
import { daysAhead } from './support/booking';

/** DESIGN §12: /search?from=…&to=…&departureDate=… is the search, shareable, bookmarkable and reload-safe. */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a search opened by its address shows its trips, and again after a reload', async ({ page }) => {
  const date = daysAhead(3);
  await page.goto(`/search?from=Abidjan&to=Yamoussoukro&departureDate=${date}&passengers=2`);
  await expect(heading(page)).toHaveText(/Abidjan.*Yamoussoukro/);
  await expect(page.getByText('2 Adultes')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // A hand-written link is rewritten in the app's own words, in place.
  await expect(page).toHaveURL(
    `/search?from=Abidjan&to=Yamoussoukro&departureDate=${date}&passengers=2+Adults`,
  );

  await page.reload();
  await expect(heading(page)).toHaveText(/Abidjan.*Yamoussoukro/);
  await expect(page.getByRole('article').first()).toBeVisible();

  // Another day from the strip is another address; Back still leaves the results.
  const next = daysAhead(4);
  await page
    .getByRole('navigation', { name: 'Autres dates' })
    .locator('li:has([aria-current="date"]) + li button')
    .click();
  await expect(page).toHaveURL(new RegExp(`departureDate=${next}`));
});

test('the home form is a GET form to /search: what it submits without its script is a search', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Rechercher un trajet' });
  await expect(form.getByRole('combobox', { name: 'Départ' })).toHaveValue('Abidjan');
  await expect(form).toHaveAttribute('method', 'get');
  await expect(form).toHaveAttribute('action', '/search');
  await form.getByLabel('Date de départ').fill(daysAhead(3));
  // What a browser would send if the form were tapped before the app's script had run.
  const query = await form.evaluate((element) =>
    new URLSearchParams(new FormData(element as HTMLFormElement) as unknown as string[][]).toString(),
  );
  expect(query).toContain('from=Abidjan');
  await page.goto(`/search?${query}`);
  await expect(heading(page)).toHaveText(/Abidjan.*Yamoussoukro/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page).toHaveURL(`/search?from=Abidjan&to=Yamoussoukro&departureDate=${daysAhead(3)}`);
});
