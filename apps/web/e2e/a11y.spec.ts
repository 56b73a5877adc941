import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { chooseSeats, completeSandboxPayment, searchFromHome } from './support/booking';
import { newUser, registerThroughApi, signIn } from './support/users';

const publicPages = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/abcdefghijklmnopqrstuvwx',
  '/x',
  // The saved tickets open signed out (and offline): empty on this browser.
  '/tickets',
];

for (const width of [360, 1280]) {
  test(`public pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of publicPages) {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    }
  });
}

test('the profile page and its dialog', async ({ page, request }) => {
  const user = newUser();
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);
  await page.goto('/profile');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page);
});

for (const width of [360, 1280]) {
  test(`the booking pages at ${width} px: results, seat map, checkout, payment confirmation, profile`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const user = newUser();
    await registerThroughApi(request, user);
    await signIn(page, user.email, user.password);

    await searchFromHome(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('article').first().getByRole('button', { name: 'Sélectionner' }).click();
    await expect(page.getByRole('heading', { name: 'Choisissez vos sièges' })).toBeVisible();
    await chooseSeats(page, 1);
    await expectNoSeriousViolations(page);

    // On a phone the button is in the bar at the bottom of the screen, on a desktop beside the map: one is shown.
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(page.getByRole('heading', { name: 'Informations et paiement' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: /^Payer/ }).click();
    await completeSandboxPayment(page, 'pay');
    await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
