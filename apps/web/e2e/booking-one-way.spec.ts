import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chooseSeats, completeSandboxPayment, nameTravellers, searchFromHome } from './support/booking';
import { newUser, registerThroughApi, signIn } from './support/users';

test('one way: search, seats, checkout, payment, ticket, profile and cancellation', async ({
  page,
  request,
}) => {
  const user = newUser({ firstName: 'Aya', lastName: 'Kouassi' });
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);

  await searchFromHome(page, { passengers: '2 Adults' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Abidjan');
  await expect(page.getByText('2 Adultes')).toBeVisible();
  const firstCard = page.getByRole('article').first();
  const company = (await firstCard.getByRole('heading', { level: 4 }).textContent())!;
  await firstCard.getByRole('button', { name: 'Sélectionner' }).click();

  // Seat map: at most five seats.
  await expect(page.getByRole('heading', { name: 'Choisissez vos sièges' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuer vers le paiement' })).toBeDisabled();
  const six = await chooseSeats(page, 5);
  await page
    .getByRole('button', { name: /^Siège \d+, disponible$/ })
    .first()
    .click();
  await expect(page.getByText('Vous ne pouvez sélectionner que 5 sièges maximum.')).toBeVisible();
  for (const seat of six.slice(2))
    await page.getByRole('button', { name: `Siège ${seat}, sélectionné` }).click();
  const seats = six.slice(0, 2);
  await expect(page.getByRole('button', { name: `Siège ${seats[0]}, sélectionné` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  // Checkout: prefilled from the profile, fee line, total.
  await expect(page.getByRole('heading', { name: 'Informations et paiement' })).toBeVisible();
  await expect(page.getByLabel('Nom complet')).toHaveValue('Aya Kouassi');
  await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
  await expect(page.getByLabel('Téléphone')).toHaveAttribute('type', 'tel');
  await expect(page.getByText('Frais de service (6,5 %)')).toBeVisible();
  await expect(page.getByText(`Sièges ${seats.join(', ')}`)).toBeVisible();
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await nameTravellers(page, ['Aya Kouassi', 'Koffi Kouassi']);
  await page.getByRole('button', { name: /^Payer/ }).click();

  // Back from the provider's page: the booking made a moment ago still holds the seats, with its countdown, and
  // paying again reuses it instead of colliding with its own hold.
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//);
  const reference = (await page.locator('dd').nth(1).textContent())!.trim();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Informations et paiement' })).toBeVisible();
  await expect(page.getByText('Vos sièges sont bloqués pendant encore')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//);
  await expect(page.locator('dd').nth(1)).toHaveText(reference);

  await completeSandboxPayment(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
  const ticket = page.locator('#printable-ticket');
  await expect(ticket).toContainText('CONFIRMÉ');
  await expect(ticket).toContainText(company);
  await expect(ticket).toContainText('Aya Kouassi');
  await expect(ticket).toContainText(total);
  const bookingId = new URL(page.url()).searchParams.get('bookingId')!;
  await expect(ticket).toContainText(bookingId.slice(-8).toUpperCase());
  await expect(ticket.getByRole('img', { name: 'QR code du billet' })).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`ticket-${bookingId}.pdf`);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');

  // The popup print: the ticket alone, styled, in a window of its own.
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Imprimer dans une fenêtre' }).click();
  const popup = await popupPromise;
  const printed = popup.locator('#printable-ticket');
  await expect(printed).toContainText(bookingId.slice(-8).toUpperCase());
  await expect(printed.getByRole('img', { name: 'QR code du billet' })).toBeVisible();
  expect(await printed.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
  await popup.close();

  // Profile: upcoming, then cancelled into the history.
  await page.goto('/profile');
  const upcoming = page.getByRole('region', { name: /À venir/ });
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  // "Modifier" leads to the change of departure (issue 16, its own journey in booking-change.spec.ts).
  await expect(upcoming.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
    'href',
    `/profile/change/${bookingId}`,
  );
  await upcoming.getByRole('button', { name: 'Annuler' }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler la réservation ?' });
  await expect(dialog).toContainText(`Annulation gratuite : ${total}`);
  await expect(dialog).toContainText('5 à 7 jours ouvrés');
  await dialog.getByRole('button', { name: 'Annuler la réservation' }).click();
  await expect(page.getByText('Réservation annulée').first()).toBeVisible();
  await expect(page.getByText('Aucune réservation à venir')).toBeVisible();
  const history = page.getByRole('region', { name: /Historique/ });
  await expect(history).toContainText('ANNULÉ');
});
