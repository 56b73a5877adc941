import { expect, test } from '@playwright/test';
import { bookThroughApi, expectNoSeriousViolations } from './support/discovery';
import { newUser, registerThroughApi } from './support/users';

test('tracking a real booking by its reference, contact masked for a visitor', async ({ page, request }) => {
  const user = newUser();
  await registerThroughApi(request, user);
  const booking = await bookThroughApi(request, user);

  await page.goto('/track-travel');
  const field = page.getByLabel('Numéro de réservation');
  await expect(field).toHaveAttribute('placeholder', '1A2B3C4D');
  await page.getByRole('button', { name: 'Suivre mon car' }).click();
  await expect(page.getByText('Veuillez saisir votre numéro de réservation').first()).toBeVisible();

  await field.fill('BOOK-ZZZZZZZZ');
  await page.getByRole('button', { name: 'Suivre mon car' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Réservation introuvable' }).first()).toBeVisible();

  await field.fill(`book-${booking.reference.toLowerCase()}`);
  await page.getByRole('button', { name: 'Suivre mon car' }).click();
  await expect(page).toHaveURL(new RegExp(`/track-details/${booking._id}$`));
  await expect(page.getByRole('heading', { name: 'Suivi du voyage' })).toBeVisible();
  await expect(page.getByText(booking.reference, { exact: true })).toBeVisible();
  await expect(page.getByText('Programmé')).toBeVisible();
  await expect(page.getByText(/Arrivée estimée à\s*\d{2}:\d{2}/)).toBeVisible();
  // A visitor sees the name as initials and the contact masked, as the API sends them (DESIGN §7).
  await expect(page.getByText('A. K.', { exact: true })).toBeVisible();
  await expect(page.getByText(`${user.firstName} ${user.lastName}`)).toHaveCount(0);
  await expect(page.getByText(user.email)).toHaveCount(0);
  await expect(page.getByText(/^a\*+@gbaka\.test$/)).toBeVisible();
  await expect(page.getByText(/\+225 07 \*\* \*\* \*\* \d{2}/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Carte du trajet/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSeriousViolations(page);

  // Without the navigation state (a reload) the page asks the API again by booking id.
  await page.reload();
  await expect(page.getByText(booking.reference, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Nouveau suivi' }).click();
  await expect(page).toHaveURL(/\/track$/);
});

test('tracking details without a booking id or with an unknown one go back to /track', async ({ page }) => {
  await page.goto('/track-details/');
  await expect(page).toHaveURL(/\/track$/);
  await expect(page.getByText('Aucun numéro de réservation fourni.')).toBeVisible();
  await page.goto('/track-details/01234567-89ab-7def-8123-456789abcdef');
  await expect(page).toHaveURL(/\/track$/);
  await expect(page.getByText('Données de suivi manquantes ou récupération impossible.')).toBeVisible();
});
