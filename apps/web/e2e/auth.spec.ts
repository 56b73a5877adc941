import { expect, test, type Page } from '@playwright/test';
import { accountMenu, newUser, registerThroughApi, signIn, signOut, spacedPhone } from './support/users';

test('signs up in three steps and is signed in', async ({ page }) => {
  const user = newUser({ firstName: 'Yao', lastName: 'Kouassi' });
  await page.goto('/register');
  await expect(page.getByText('Étape 1 sur 3')).toBeVisible();

  const next = page.getByRole('button', { name: 'Suivant' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Prénom').fill(user.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(user.lastName);
  await next.click();

  await expect(page.getByRole('heading', { name: 'Comment vous joindre ?' })).toBeFocused();
  await expect(next).toBeDisabled();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Téléphone').fill(spacedPhone(user.phone));
  await page.getByLabel('Date de naissance').fill(user.dateOfBirth);
  await next.click();

  const submit = page.getByRole('button', { name: 'Créer mon compte' });
  await page.getByLabel('Mot de passe', { exact: true }).fill('abcdefgh');
  await expect(page.getByText('Très faible')).toBeHidden();
  await expect(page.getByText('Faible', { exact: true })).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await expect(page.getByText('Très fort')).toBeVisible();
  await page.getByLabel('Confirmer le mot de passe').fill(user.password);
  await expect(submit).toBeDisabled();
  await page.getByLabel(/J'accepte les conditions/).check();
  await submit.click();

  await expect(page.getByText('Inscription réussie!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(accountMenu(page)).toContainText('Yao Kouassi');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('goes back a step without losing what was typed', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Prénom').fill('Aya');
  await page.getByLabel('Nom', { exact: true }).fill('Traoré');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByLabel('Prénom')).toHaveValue('Aya');
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeEnabled();
});

test('signs in with a phone number typed with spaces, stays signed in, then signs out', async ({
  page,
  request,
}) => {
  const user = newUser({ firstName: 'Moussa', lastName: 'Diabaté' });
  await registerThroughApi(request, user);

  await signIn(page, spacedPhone(user.phone), user.password);
  await expect(page).toHaveURL('/');
  await expect(accountMenu(page)).toContainText('Moussa Diabaté');

  await page.reload();
  await expect(accountMenu(page)).toContainText('Moussa Diabaté');

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByText('Déconnexion réussie')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connexion / Inscription' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Connexion / Inscription' })).toBeVisible();
});

test('a page that needs a session sends to /login and back', async ({ page, request }) => {
  const user = newUser();
  await registerThroughApi(request, user);

  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Connexion requise')).toBeVisible();
  await page.getByLabel('Email ou téléphone').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/profile');

  await page.goto('/login');
  await expect(page).toHaveURL('/');
});

test('remembers the identifier when asked to', async ({ page, request }) => {
  const user = newUser();
  await registerThroughApi(request, user);
  await page.goto('/login');
  await page.getByLabel('Email ou téléphone').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByLabel('Se souvenir de moi').check();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(accountMenu(page)).toBeVisible();

  await signOut(page);
  await page.goto('/login');
  await expect(page.getByLabel('Email ou téléphone')).toHaveValue(user.email);
  await expect(page.getByLabel('Se souvenir de moi')).toBeChecked();
});

test('the account entry welcomes the traveller and opens the profile', async ({ page, request }) => {
  const user = newUser({ firstName: 'Fatou' });
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Mon profil' }).click();
  await expect(page.getByText('Bienvenue, Fatou')).toBeVisible();
  await expect(page).toHaveURL('/profile');
});

test('the administrator gets the dashboard entry', async ({ page }) => {
  await signIn(page, 'admin@gbaka.test', 'Admin!2345');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Tableau de bord' }).click();
  await expect(page.getByText('Bienvenue administrateur')).toBeVisible();
  await expect(page).toHaveURL('/admin/dashboard');
});

test('the mobile menu holds the same entries', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
  for (const name of [
    'Rechercher un trajet',
    'Gares routières',
    'Itinéraires',
    'Suivre mon voyage',
    'Aide',
  ]) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await menu.getByRole('link', { name: 'Connexion / Inscription' }).click();
  await expect(page).toHaveURL('/login');
  await expect(menu).toBeHidden();
});

test('an access token the API refuses is refreshed without the user noticing', async ({ page, request }) => {
  const user = newUser({ firstName: 'Ibrahim', lastName: 'Ouattara' });
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);
  await page.evaluate(() => localStorage.setItem('token', 'expired-or-forged'));
  await page.reload();
  await expect(accountMenu(page)).toContainText('Ibrahim Ouattara');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(token).not.toBe('expired-or-forged');
});

/**
 * The dead token is in storage before the page's scripts run. Written into a page already open, it could be read by
 * that page's app if it had not started yet (a loaded machine): that page then ended the session and went to /login
 * itself, and the next page opened without a token, as a visitor's ("Connexion requise").
 */
async function plantDeadToken(page: Page, pathname: string): Promise<void> {
  await page.addInitScript((path) => {
    if (location.pathname === path) localStorage.setItem('token', 'expired-or-forged');
  }, pathname);
}

test('a session that cannot be refreshed ends on /login, which leads back afterwards', async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerThroughApi(request, user);
  await plantDeadToken(page, '/profile');
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Session expirée, veuillez vous reconnecter.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByLabel('Email ou téléphone').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/profile');
});

test('a public page whose session cannot be refreshed also ends on /login and says why', async ({ page }) => {
  await plantDeadToken(page, '/');
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Session expirée, veuillez vous reconnecter.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
