import { expect, test } from '@playwright/test';
import { apiToken } from './admin-helpers';
import { newCompanyManager } from './support/operator';
import { accountMenu, newUser, registerThroughApi, signIn } from './support/users';

// The companies' workspace (DESIGN §9): its guard, its layout and the way in from the header's account menu.

test('a manager finds the workspace in the account menu and sees their company and role', async ({
  page,
  request,
}) => {
  const manager = await newCompanyManager(request);
  await signIn(page, manager.email, manager.password);
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Espace compagnie' }).click();
  await expect(page).toHaveURL(/\/operator\//);
  await expect(page.getByText(`Bonjour, ${manager.firstName}`)).toBeVisible();
  await expect(page.getByText('Gérant', { exact: true })).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`operator-shell-${width}.png`), fullPage: true });
  }
});

test('a traveller who opens /operator is sent home and told it is for company staff', async ({
  page,
  request,
}) => {
  const traveller = newUser();
  await registerThroughApi(request, traveller);
  const token = await apiToken(request, traveller.email, traveller.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/operator');
  await expect(page.getByText('Réservé au personnel des compagnies')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor who opens /operator signs in first and comes back to it', async ({ page, request }) => {
  const manager = await newCompanyManager(request);
  await page.goto('/operator');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email ou téléphone').fill(manager.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(manager.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Back in the workspace, on a manager's first screen.
  await expect(page).toHaveURL(/\/operator\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Départs' })).toBeVisible();
  await expect(page.getByText(`Bonjour, ${manager.firstName}`)).toBeVisible();
});
