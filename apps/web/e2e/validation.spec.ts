import { expect, test } from '@playwright/test';
import { newUser, registerThroughApi } from './support/users';

test('a wrong password shows the neutral message', async ({ page, request }) => {
  const user = newUser();
  await registerThroughApi(request, user);
  await page.goto('/login');
  await page.getByLabel('Email ou téléphone').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Mauvais#Mot2passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Email/téléphone ou mot de passe incorrect' }),
  ).toBeVisible();
  await expect(page.getByText('Erreur de connexion')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('login fields are checked on blur, and submit waits for valid input', async ({ page }) => {
  await page.goto('/login');
  const identifier = page.getByLabel('Email ou téléphone');
  const password = page.getByLabel('Mot de passe', { exact: true });
  await identifier.focus();
  await password.focus();
  await expect(page.getByText('Email ou téléphone requis')).toBeVisible();
  await expect(identifier).toHaveAttribute('aria-invalid', 'true');
  await password.fill('court');
  await password.blur();
  await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeDisabled();

  await identifier.fill('awa@example.ci');
  await password.fill('assez-long');
  await expect(page.getByText('Email ou téléphone requis')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
});

test('registration explains invalid contact details', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Prénom').fill('A');
  await page.getByLabel('Nom', { exact: true }).fill('Koné');
  await expect(page.getByText('Le prénom doit contenir au moins 2 caractères')).toBeVisible();
  await page.getByLabel('Prénom').fill('Awa');
  await page.getByRole('button', { name: 'Suivant' }).click();

  await page.getByLabel('Téléphone').fill('09 12 34 56 78');
  await page.getByLabel('Téléphone').blur();
  await expect(page.getByText('Numéro de téléphone ivoirien invalide')).toBeVisible();
  const birth = page.getByLabel('Date de naissance');
  const today = new Date();
  const minor = `${today.getFullYear() - 10}-01-15`;
  await birth.fill(minor);
  await birth.blur();
  await expect(page.getByText('Vous devez avoir au moins 18 ans', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();
});

test('an e-mail already used is reported on the e-mail field', async ({ page, request }) => {
  const existing = newUser();
  await registerThroughApi(request, existing);
  const user = newUser({ email: existing.email });
  await page.goto('/register');
  await page.getByLabel('Prénom').fill(user.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(user.lastName);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Date de naissance').fill(user.dateOfBirth);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByLabel('Confirmer le mot de passe').fill(user.password);
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page.getByText("Erreur d'inscription")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comment vous joindre ?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#email-error')).toContainText(/email/i);
});
