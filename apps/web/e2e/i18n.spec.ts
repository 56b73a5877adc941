import { expect, test } from '@playwright/test';

test('the language menu switches the header and the pages to English and Spanish', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();

  await page.getByRole('button', { name: /^Langue/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const header = page.locator('header');
  await expect(header.getByRole('button', { name: 'Plan your trip' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Track my trip' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in / Sign up' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail or phone').focus();
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(page.getByText('E-mail or phone required')).toBeVisible();

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(header.getByRole('button', { name: 'Planifique su viaje' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByText('Correo o teléfono obligatorio')).toBeVisible();

  // The choice is kept for the next visit.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  await page.getByRole('button', { name: /^Idioma/ }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
});

test('the API answers in the chosen language', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /^Langue/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.getByLabel('E-mail or phone').fill('nobody@gbaka.test');
  await page.getByLabel('Password', { exact: true }).fill('Whatever#2025');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Incorrect e-mail/phone or password' }),
  ).toBeVisible();
});
