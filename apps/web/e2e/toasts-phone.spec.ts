import { expect, test, type Locator } from '@playwright/test';

/** Toasts that do not cover the way (issue 16), on a 360 px phone. */
test.use({ viewport: { width: 360, height: 740 } });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test('a toast leaves the menu button free, closes with a 44 px button, and stays on its page', async ({
  page,
}) => {
  // /search without a search sends the traveller home with a toast that says why: it is carried to the home page.
  await page.goto('/search');
  await expect(page).toHaveURL('/');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Paramètres manquants' });
  await expect(toast).toBeVisible();

  const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
  const menuBox = await box(menu);
  // Polled: the toast slides down into place.
  await expect
    .poll(async () => (await box(toast)).y, { message: 'the toast starts below the menu button' })
    .toBeGreaterThanOrEqual(menuBox.y + menuBox.height);
  await menu.click();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await page.keyboard.press('Escape');

  const close = toast.getByRole('button', { name: 'Fermer' });
  const closeBox = await box(close);
  expect(closeBox.width).toBeGreaterThanOrEqual(44);
  expect(closeBox.height).toBeGreaterThanOrEqual(44);
  await close.click();
  await expect(toast).toHaveCount(0);

  // A toast shown on a page goes when the traveller goes to another one.
  await page.goto('/search');
  await expect(toast).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aide', exact: true }).click();
  await expect(page).toHaveURL('/help');
  await expect(toast).toHaveCount(0);
});
