import { expect, test } from '@playwright/test';
import { apiToken, bookThroughApi, chooseSeats, routerState, searchFromHome } from './support/booking';
import { newUser, registerThroughApi, signIn } from './support/users';

test('a seat taken by someone else before paying sends the traveller back to the map', async ({
  page,
  request,
}) => {
  const traveller = newUser();
  const other = newUser({ firstName: 'Koffi', lastName: 'Brou' });
  await registerThroughApi(request, traveller);
  await registerThroughApi(request, other);
  await signIn(page, traveller.email, traveller.password);

  await searchFromHome(page);
  await page.getByRole('button', { name: 'Sélectionner' }).first().click();
  const [seat] = await chooseSeats(page, 1);
  const { selectedRouteId } = await routerState<{ selectedRouteId: string }>(page);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Informations et paiement' })).toBeVisible();

  // Meanwhile, on another phone.
  await bookThroughApi(request, await apiToken(request, other), selectedRouteId, [seat!]);

  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByText('Siège déjà réservé')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choisissez vos sièges' })).toBeVisible();
  const taken = page.getByRole('button', { name: `Siège ${seat}, réservé` });
  await expect(taken).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuer vers le paiement' })).toBeDisabled();
  // aria-disabled (announced as unavailable) but still clickable, so that a tap explains why (SPEC §5).
  await expect(taken).toHaveAttribute('aria-disabled', 'true');
  await taken.click({ force: true });
  await expect(page.getByText('Ce siège est déjà réservé.')).toBeVisible();
});
