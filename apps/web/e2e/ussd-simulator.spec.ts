import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, signInAsAdmin } from './admin-helpers';
import { completeSandboxPayment } from './support/booking';

/** A number no other run used: a new caller, whose account the menus make (and ask a name for). */
const newPhone = () => `07${String(Date.now() % 1e8).padStart(8, '0')}`;

async function answer(page: Page, input: string, expected: RegExp) {
  const field = page.getByLabel('Votre réponse');
  await expect(field).toBeFocused();
  await field.fill(input);
  await field.press('Enter');
  await expect(page.getByRole('status', { name: 'Écran du téléphone' })).toHaveText(expected);
}

test('USSD simulator: an administrator dials, books a seeded departure, pays in the sandbox and sees the SMS ticket', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, '/admin/dashboard');
  await page.getByRole('link', { name: 'Simulateur USSD' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simulateur USSD' })).toBeVisible();
  // The call is made on a phone-sized screen: the inbox goes below the handset.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByText('Composez le code pour voir les SMS reçus par ce téléphone.')).toBeVisible();

  // Keyboard only: a wrong number is refused under its field, then the call starts with Enter.
  const number = page.getByLabel('Numéro du téléphone');
  await number.fill('12');
  await number.press('Enter');
  await expect(page.getByText('Numéro de téléphone ivoirien invalide')).toBeVisible();
  const phone = newPhone();
  await number.fill(phone);
  await number.press('Enter');
  const screen = page.getByRole('status', { name: 'Écran du téléphone' });
  await expect(screen).toHaveText(/^Gbaka\n1 /);
  await expect(page.getByText('Aucun SMS pour ce téléphone.')).toBeVisible();

  await answer(page, '1', /Ville de départ/);
  await answer(page, 'Abidjan', /De Abidjan/);
  await answer(page, 'Bouaké', /2 Demain/);
  await answer(page, '2', /\n1 \d\d:\d\d /);
  await page.screenshot({ path: 'test-results/ussd-simulator-360-menu.png', fullPage: true });
  await expectNoSeriousViolations(page);
  await answer(page, '1', /Nombre de places/);
  await answer(page, '1', /Nom du voyageur/);
  await answer(page, 'Awa Koné', /1 place\(s\)\nTotal [\d\s]+F CFA\n1 Payer/);
  await answer(page, '1', /Payer .* avec :\n1 Orange Money/);
  await answer(page, '2', /^Réservation ([A-Z0-9]{8}) gardée/);
  const reference = /Réservation ([A-Z0-9]{8})/.exec((await screen.textContent())!)![1]!;
  await expect(page.getByText('Appel terminé')).toBeVisible();
  await expect(page.getByLabel('Votre réponse')).toHaveCount(0);

  // The push waits on the sandbox page, linked beside the phone.
  const sandboxLink = page.getByRole('link', { name: 'Valider le paiement (sandbox)' });
  await expect(page.getByText(`pour la réservation ${reference}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/ussd-simulator-360.png', fullPage: true });

  const [sandbox] = await Promise.all([context.waitForEvent('page'), sandboxLink.click()]);
  await expect(sandbox.locator('dd').nth(1)).toHaveText(reference);
  await completeSandboxPayment(sandbox, 'pay');
  await sandbox.close();

  // The inbox refreshes by itself: the ticket SMS arrives, and the push is no longer waiting. In the evening a
  // departure booked for the next day also gets its reminder, which names the booking too.
  const ticket = page.getByRole('listitem').filter({ hasText: reference }).filter({ hasText: '· ticket ·' });
  await expect(ticket).toBeVisible({ timeout: 15_000 });
  await expect(sandboxLink).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/ussd-simulator-1280.png', fullPage: true });
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Raccrocher' }).click();
  await expect(page.getByLabel('Numéro du téléphone')).toBeFocused();
});
