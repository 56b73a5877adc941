import { expect, test } from '@playwright/test';
import { chooseSeats, searchFromHome } from './support/booking';
import { newUser, spacedPhone } from './support/users';

test.use({ viewport: { width: 360, height: 740 } });

test('a visitor who signs up instead of signing in lands on the chosen trip, and back from checkout keeps the seats', async ({
  page,
}) => {
  const user = newUser({ firstName: 'Yao', lastName: 'Kouassi' });
  await searchFromHome(page);
  const card = page.getByRole('article').first();
  const company = (await card.getByRole('heading', { level: 4 }).textContent())!.trim();
  await card.getByRole('button', { name: 'Sélectionner' }).click();

  // Sign-in asked; the visitor has no account yet and creates one from there.
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL('/register');
  const next = page.getByRole('button', { name: 'Suivant' });
  await page.getByLabel('Prénom').fill(user.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(user.lastName);
  await next.click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Téléphone').fill(spacedPhone(user.phone));
  await page.getByLabel('Date de naissance').fill(user.dateOfBirth);
  await next.click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByLabel('Confirmer le mot de passe').fill(user.password);
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Signed in, on the seat map of the trip chosen before, not on the home page.
  await expect(page.getByText('Inscription réussie!')).toBeVisible();
  await expect(page).toHaveURL('/select-seat');
  await expect(page.getByRole('heading', { name: 'Choisissez vos sièges' })).toBeVisible();
  await expect(page.getByText(company).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  const seats = await chooseSeats(page, 2);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Informations et paiement' })).toBeVisible();

  // Back to the seat map, by the page's button and by the browser's: the two seats are still chosen.
  await page.getByRole('button', { name: 'Retour aux sièges' }).click();
  for (const seat of seats) {
    await expect(page.getByRole('button', { name: `Siège ${seat}, sélectionné` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByText(`Sièges ${seats.join(', ')}`).first()).toBeVisible();
  await page.goBack();
  for (const seat of seats) {
    await expect(page.getByRole('button', { name: `Siège ${seat}, sélectionné` })).toBeVisible();
  }
});
