import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './support/booking';
import { accountMenu, newUser, registerThroughApi } from './support/users';

const HEADLINE = "Voyagez en car partout en Côte d'Ivoire, réservez en quelques minutes.";

/** Remembers the drawn page's heading element and every node the app removes from it, before any script runs. */
async function watchTakeOver(page: Page) {
  await page.addInitScript(() => {
    const watch = window as unknown as { drawnHeading?: Element | null; removed: string[] };
    watch.removed = [];
    document.addEventListener('DOMContentLoaded', () => {
      watch.drawnHeading = document.querySelector('h1');
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element) watch.removed.push(node.tagName);
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  });
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page arrives drawn in its HTML, without the app scripts linked', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(`<h1 class=`);
  expect(html).toContain(HEADLINE.replace("'", '&#x27;'));
  expect(html).toContain('<script src="/boot.js" data-entry="/assets/index-');
  expect(html).not.toContain('type="module"');
  expect(html).not.toContain('modulepreload');
  // Every other page is drawn by the app.
  expect(await (await request.get('/help')).text()).toContain('<div id="root"></div>');
});

test('a French visitor: the app takes over the drawn page as it is, then fills in the date and the lists', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await watchTakeOver(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  // The date and the companies come from the browser and the API once the app runs.
  await expect(page.getByLabel('Date de départ')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByLabel('Compagnie').locator('option')).not.toHaveCount(1);
  const takeOver = await page.evaluate(() => {
    const watch = window as unknown as { drawnHeading?: Element | null; removed: string[] };
    return { sameHeading: watch.drawnHeading === document.querySelector('h1'), removed: watch.removed };
  });
  expect(takeOver.sameHeading, 'the heading painted from the HTML is the one the app uses').toBe(true);
  expect(takeOver.removed, 'no part of the header or the hero was drawn again').not.toContain('HEADER');
  expect(takeOver.removed).not.toContain('FORM');

  await page.getByText('Aller-retour').click();
  await expect(page.getByLabel('Date de retour')).toBeVisible();
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/search$/);
  expect(errors, 'no hydration error nor any other').toEqual([]);
});

test('a visitor who chose English never gets the French drawing: the app draws the page in English', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(HEADLINE);
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test('a signed-in traveller gets the home page with their account menu', async ({ page, request }) => {
  const user = newUser();
  await registerThroughApi(request, user);
  const token = await apiToken(request, user);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/');
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connexion / Inscription' })).toHaveCount(0);
});
