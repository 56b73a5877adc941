import { expect, test } from '@playwright/test';
import { latestMessageTo, resetLinkPath } from './support/outbox';
import { newUser, registerThroughApi, signIn } from './support/users';

test('forgot password: e-mailed link, new password, sign in with it', async ({ page, request }) => {
  const user = newUser();
  await registerThroughApi(request, user);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Champ requis')).toBeVisible();
  await page.getByLabel('Email ou téléphone').fill(user.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(/un lien de réinitialisation a été envoyé par email ou SMS/)).toBeVisible();
  await expect(page).toHaveURL('/login');

  const link = resetLinkPath(await latestMessageTo(user.email));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();

  const password = page.getByLabel('Nouveau mot de passe', { exact: true });
  const confirmation = page.getByLabel('Confirmer le mot de passe');
  const submit = page.getByRole('button', { name: 'Réinitialiser le mot de passe' });
  await password.fill('court');
  await confirmation.fill('court');
  await submit.click();
  await expect(page.getByText('Mot de passe trop court')).toBeVisible();
  await password.fill('Nouveau#Depart1');
  await confirmation.fill('Nouveau#Depart2');
  await submit.click();
  await expect(page.getByText('Mots de passe non correspondants')).toBeVisible();
  await confirmation.fill('Nouveau#Depart1');
  await submit.click();

  await expect(page.getByText('Mot de passe réinitialisé')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await signIn(page, user.email, 'Nouveau#Depart1');

  // A used link cannot serve twice.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore#Autre3');
  await page.getByLabel('Confirmer le mot de passe').fill('Encore#Autre3');
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await expect(page.getByText("Impossible d'afficher le formulaire de réinitialisation")).toBeVisible();
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('a reset page without a token sends to /forgot-password', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Lien de réinitialisation invalide ou manquant.').first()).toBeVisible();
  await expect(page).toHaveURL('/forgot-password', { timeout: 6_000 });
});
