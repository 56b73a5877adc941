import { expect, test } from '@playwright/test';
import { newUser, registerThroughApi, signIn } from './support/users';
import { ADMIN, signInAsAdmin } from './admin-helpers';

test('a visitor is sent to /login with the admin toast, and comes back once signed in as admin', async ({
  page,
}) => {
  await page.goto('/admin/users');
  await expect(page.getByText('Accès non autorisé')).toBeVisible();
  await expect(page.getByText('Accès administrateur requis')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Email ou téléphone').fill(ADMIN.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { name: 'Utilisateurs', level: 1 })).toBeVisible();
});

test('a traveller is refused the back office', async ({ page, request }) => {
  const traveller = newUser();
  await registerThroughApi(request, traveller);
  await signIn(page, traveller.email, traveller.password);

  await page.goto('/admin/dashboard');
  await expect(page.getByText('Accès non autorisé')).toBeVisible();
  // Sent to /login, which sends a signed-in user on to the home page.
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeHidden();
  const status = await page.request.get('/api/admin/users/count', {
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
    },
  });
  expect(status.status()).toBe(403);
});

test('/admin opens the dashboard; the sidebar leads everywhere; logout returns to /login', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin');
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByText('Bonjour, Admin')).toBeVisible();
  await expect(page.getByText('Administrateur', { exact: true })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Navigation de l’administration' });
  for (const [link, heading] of [
    ['Utilisateurs', 'Utilisateurs'],
    ['Compagnies', 'Compagnies'],
    ['Trajets', 'Trajets'],
    ['Bus', 'Gestion des bus'],
    ['Réservations', 'Réservations'],
    ['Villes', 'Villes'],
    ['Partenaires', 'Gestion des Partenaires'],
    ['Horaires', 'Horaires'],
    ['Embarquement', 'Embarquement'],
    ['Remboursements', 'Remboursements'],
    ['Tableau de bord', 'Tableau de bord'],
  ]) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }

  await page.getByRole('link', { name: /Gbaka/ }).first().click();
  await expect(page).toHaveURL('/admin/dashboard');

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Déconnexion réussie')).toBeVisible();
});

test('on a phone the sidebar folds into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsAdmin(page);
  const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Réservations', exact: true })).toBeHidden();
  await menu.click();
  await page.getByRole('link', { name: 'Réservations', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Réservations', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('an unknown admin page says so inside the back office', async ({ page }) => {
  await signInAsAdmin(page, '/admin/nope');
  await expect(page.getByText('Page introuvable')).toBeVisible();
});

test('an expired admin session returns to /login with the session toast', async ({ page, context }) => {
  await signInAsAdmin(page, '/admin/users');
  await expect(page.getByRole('heading', { name: 'Utilisateurs', level: 1 })).toBeVisible();
  // The access token is no longer valid and the refresh cookie is gone: the next call cannot be refreshed.
  await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
  await context.clearCookies();
  await page
    .getByRole('navigation', { name: 'Navigation de l’administration' })
    .getByRole('link', { name: 'Villes' })
    .click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Session expirée, veuillez vous reconnecter.')).toBeVisible();
});
