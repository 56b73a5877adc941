import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-helpers';
import { chooseSeats, completeSandboxPayment, nameTravellers, searchFromHome } from './support/booking';
import { newUser, registerThroughApi, signIn } from './support/users';

test.use({ viewport: { width: 360, height: 740 } });

test('three seats, three names: on the phone from checkout to the ticket, and at the bus door', async ({
  page,
  request,
}, testInfo) => {
  const user = newUser({ firstName: 'Aya', lastName: 'Kouassi' });
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);

  await searchFromHome(page, { passengers: '3 Adults' });
  await page.getByRole('button', { name: 'Sélectionner' }).first().click();
  const seats = await chooseSeats(page, 3);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  // One field per seat, the first prefilled from the profile; the contact stays the spec's three fields.
  await expect(page.getByRole('heading', { name: 'Informations et paiement' })).toBeVisible();
  await expect(page.getByLabel(`Passager 1 · siège ${seats[0]}`)).toHaveValue('Aya Kouassi');
  await expect(page.getByLabel(`Passager 2 · siège ${seats[1]}`)).toHaveValue('');
  await expect(page.getByLabel('Nom complet')).toHaveValue('Aya Kouassi');

  // Paying without the other names is refused on the spot, naming the field.
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByText('Le nom du passager est requis').first()).toBeVisible();
  await expect(page).toHaveURL('/checkout');

  const names = await nameTravellers(page, ['Aya Kouassi', 'Koffi Kouassi', 'Mariam Traoré']);
  expect([...names.keys()].sort()).toEqual([...seats].sort());
  await page.screenshot({ path: testInfo.outputPath('checkout-names-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('checkout-names-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });

  await page.getByRole('button', { name: /^Payer/ }).click();
  await completeSandboxPayment(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
  const ticket = page.locator('#printable-ticket');
  for (const [seat, name] of names) {
    await expect(ticket.getByRole('listitem').filter({ hasText: `Siège ${seat} :` })).toHaveText(
      `Siège ${seat} : ${name}`,
    );
  }
  await expect(ticket).toContainText('Contact');
  const reference = (await ticket.locator('.font-mono').first().textContent())!.trim();

  // At the bus door the conductor reads who sits on each seat of the ticket.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAsAdmin(page, '/admin/boarding');
  await page.getByLabel('Référence du billet').fill(reference);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  const passengers = page.getByTestId('boarding-passengers');
  await expect(passengers.getByRole('listitem')).toHaveCount(3);
  for (const [seat, name] of names) {
    await expect(passengers.getByRole('listitem').filter({ hasText: name })).toContainText(String(seat));
  }
});
