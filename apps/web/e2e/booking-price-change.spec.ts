import { expect, test } from '@playwright/test';
import {
  chooseSeats,
  completeSandboxPayment,
  raiseTripPrice,
  routerState,
  searchFromHome,
} from './support/booking';
import { newUser, registerThroughApi, signIn } from './support/users';

test('a price changed before paying is shown and asked again; nothing is booked before', async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);
  await searchFromHome(page);
  await page.getByRole('button', { name: 'Sélectionner' }).last().click();
  await chooseSeats(page, 1);
  const { selectedRouteId } = await routerState<{ selectedRouteId: string }>(page);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  const shown = (await page.getByTestId('checkout-total').textContent())!;

  const price = await raiseTripPrice(request, selectedRouteId, 1000);
  await page.getByRole('button', { name: /^Payer/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Le prix a changé' });
  await expect(dialog).toContainText(shown);
  const newTotal = price + Math.round((price * 65) / 1000);
  const formatted = new Intl.NumberFormat('fr-FR').format(newTotal);
  await expect(dialog).toContainText(formatted);
  // The summary behind shows the new price too.
  await expect(page.getByTestId('checkout-total')).toContainText(formatted);
  await dialog.getByRole('button', { name: /^Continuer avec/ }).click();
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//);
  await expect(page.locator('.amount')).toContainText(formatted);
  await completeSandboxPayment(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
});
