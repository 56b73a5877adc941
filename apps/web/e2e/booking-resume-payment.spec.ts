import { expect, test } from '@playwright/test';
import { chooseSeats, completeSandboxPayment, searchFromHome } from './support/booking';
import { newUser, registerThroughApi, signIn, spacedPhone } from './support/users';

test.use({ viewport: { width: 360, height: 740 } });

test('declined, then cancelled at the provider, then resumed from the profile and paid, on a phone', async ({
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
  // The payer's phone typed at checkout is the one the payment page offers.
  await page.getByLabel('Téléphone').fill('05 44 33 22 11');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//);
  await expect(page.getByLabel('Numéro de téléphone')).toHaveValue('+225 05 44 33 22 11');

  // Declined: said in red, never "pending", and the unpaid ticket does not send anybody to the bus door.
  await completeSandboxPayment(page, 'decline');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Paiement échoué');
  await expect(page.getByRole('alert').filter({ hasText: "Le paiement n'a pas abouti" })).toHaveClass(
    /\bbg-red-50\b/,
  );
  await expect(page.getByText(/en attente/i)).toHaveCount(0);
  await expect(page.getByText("À présenter à l'embarquement")).toHaveCount(0);
  await expect(
    page.getByText("Le QR code d'embarquement apparaîtra une fois le paiement confirmé."),
  ).toBeVisible();

  // From the profile: under upcoming, with the hold's countdown and the way back to the payment.
  await page.goto('/profile');
  const upcoming = page.getByRole('region', { name: /À venir/ });
  const card = upcoming.getByRole('listitem').first();
  await expect(card).toContainText('EN ATTENTE');
  await expect(card.getByRole('timer')).toHaveText(/^1?\d:\d\d$/);
  await card.getByRole('button', { name: 'Reprendre le paiement' }).click();

  // Cancelled at the provider: "Paiement annulé", and still the way back.
  await completeSandboxPayment(page, 'cancel');
  await expect(title).toHaveText('Paiement annulé');
  await expect(page.getByText(/en attente/i)).toHaveCount(0);
  await expect(page.getByText('Vous avez annulé votre dernier essai de paiement.')).toBeVisible();

  await page.goto('/profile');
  await upcoming.getByRole('button', { name: 'Reprendre le paiement' }).click();
  await expect(page.getByLabel('Numéro de téléphone')).toHaveValue(`+225 ${spacedPhone('0544332211')}`);
  await completeSandboxPayment(page, 'pay');
  await expect(title).toHaveText('Paiement confirmé');
  await expect(page.getByText("À présenter à l'embarquement")).toBeVisible();

  await page.goto('/profile');
  await expect(upcoming.getByRole('listitem').first()).toContainText('CONFIRMÉ');
  await expect(upcoming.getByRole('button', { name: 'Reprendre le paiement' })).toHaveCount(0);
});
