import { expect, test } from '@playwright/test';
import {
  apiToken,
  bookingStatus,
  chooseSeats,
  completeSandboxPayment,
  searchFromHome,
} from './support/booking';
import { newUser, registerThroughApi, signIn } from './support/users';

test('a declined payment says so, leaves the booking unconfirmed and offers to pay again', async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);

  await searchFromHome(page);
  await page.getByRole('button', { name: 'Sélectionner' }).first().click();
  await chooseSeats(page, 1);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await page.getByRole('button', { name: /^Payer/ }).click();
  await completeSandboxPayment(page, 'decline');

  // Issue 16: the booking still waits (its seats held), but the traveller is told the payment failed, never
  // "pending"; the unpaid ticket does not tell them to show it at the door.
  await expect(page.getByRole('heading', { name: 'Paiement échoué' })).toBeVisible();
  await expect(page.getByText('Votre dernier essai de paiement a été refusé.')).toBeVisible();
  await expect(page.locator('#printable-ticket')).toContainText('Paiement échoué');
  await expect(page.locator('#printable-ticket')).not.toContainText("À présenter à l'embarquement");
  await expect(page.getByText('Paiement en attente')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Télécharger le PDF' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'QR code indisponible' })).toBeVisible();
  const bookingId = new URL(page.url()).searchParams.get('bookingId')!;
  expect(await bookingStatus(request, await apiToken(request, user), bookingId)).toBe('pending_payment');

  // Paying again from the confirmation page goes back to the provider, and this time it works.
  await page.getByRole('button', { name: 'Réessayer le paiement' }).click();
  await completeSandboxPayment(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
});

test('the confirmation page without a booking id shows an error page', async ({ page, request }) => {
  const user = newUser();
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);
  await page.goto('/confirmation-paiement');
  await expect(page.getByRole('heading', { name: "Impossible d'afficher la confirmation" })).toBeVisible();
  await expect(page.getByText('Identifiant de réservation manquant.')).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});
