import { expect, test } from '@playwright/test';
import {
  chooseSeats,
  completeSandboxPayment,
  nameTravellers,
  daysAhead,
  searchFromHome,
} from './support/booking';
import { newUser, registerThroughApi, signIn } from './support/users';

test('round trip: seats for both legs, one payment, a ticket with both journeys', async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);

  await searchFromHome(page, { departureDate: daysAhead(4), returnDate: daysAhead(6) });
  await expect(page.getByRole('heading', { name: /^Aller/ })).toBeVisible();
  const returns = page.getByRole('region', { name: /^Retour/ });
  await expect(returns.getByText("Choisissez d'abord votre trajet aller")).toBeVisible();
  await expect(returns.getByRole('button', { name: 'Sélectionner' }).first()).toBeDisabled();

  await page
    .getByRole('region', { name: /^Aller/ })
    .getByRole('button', { name: 'Sélectionner' })
    .first()
    .click();
  const outboundSeats = await chooseSeats(page, 2);
  await page.getByRole('button', { name: 'Continuer : choisir le retour' }).click();

  await expect(page).toHaveURL(/\/search\?from=Abidjan&/);
  await expect(returns.getByText('Aller choisi')).toBeVisible();
  await returns.getByRole('button', { name: 'Sélectionner' }).first().click();
  await expect(page.getByRole('heading', { name: 'Choisissez vos sièges retour' })).toBeVisible();
  await expect(page.getByText("Choisissez 2 sièges, comme à l'aller.")).toBeVisible();
  await chooseSeats(page, 1);
  await expect(page.getByRole('button', { name: 'Continuer vers le paiement' })).toBeDisabled();
  const returnSeats = [...(await chooseSeats(page, 1))];
  await page
    .getByRole('button', { name: /^Siège \d+, disponible$/ })
    .first()
    .click();
  await expect(page.getByText('Limite atteinte')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  await expect(page.getByRole('heading', { name: 'Informations et paiement' })).toBeVisible();
  await expect(page.getByText(`Sièges ${outboundSeats.join(', ')}`).first()).toBeVisible();
  await expect(page.getByText('Retour', { exact: true }).first()).toBeVisible();
  await nameTravellers(page, ['Aya Kouassi', 'Koffi Kouassi']);
  await page.getByRole('button', { name: /^Payer/ }).click();

  await completeSandboxPayment(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
  const ticket = page.locator('#printable-ticket');
  await expect(ticket.getByRole('heading', { name: 'Aller' })).toBeVisible();
  await expect(ticket.getByRole('heading', { name: 'Retour' })).toBeVisible();
  await expect(ticket).toContainText(outboundSeats.join(', '));
  expect(returnSeats).toHaveLength(1);
});
