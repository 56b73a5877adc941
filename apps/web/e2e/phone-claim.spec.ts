import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiToken, authHeaders } from './admin-helpers';
import { latestMessageTo } from './support/outbox';
import { newUser, spacedPhone } from './support/users';

/** Books one seat of tomorrow's first Abidjan → Bouaké departure over USSD, as a phone without a smartphone does. */
async function bookOverUssd(request: APIRequestContext, phone: string): Promise<string> {
  const headers = authHeaders(await apiToken(request, ADMIN.email, ADMIN.password));
  const sessionId = `e2e-${Date.now()}`;
  const inputs = ['1', 'Abidjan', 'Bouaké', '2', '1', '1', 'Awa Koné', '1', '2'];
  let screen = '';
  for (let step = 0; step <= inputs.length; step += 1) {
    const response = await request.post('/api/admin/ussd/simulate', {
      headers,
      data: { sessionId, phoneNumber: phone, text: inputs.slice(0, step).join('*') },
    });
    expect(response.status(), await response.text()).toBe(200);
    screen = (await response.json()).data.screen;
  }
  const reference = /Réservation ([A-Z0-9]{8})/.exec(screen)?.[1];
  if (!reference) throw new Error(`no booking at the end of the USSD session: ${screen}`);
  return reference;
}

test('a phone that booked over USSD signs up on the web, proves the phone by SMS and finds its ticket', async ({
  page,
  request,
}) => {
  const user = newUser();
  const reference = await bookOverUssd(request, user.phone);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/register');
  await page.getByLabel('Prénom').fill(user.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(user.lastName);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Téléphone').fill(spacedPhone(user.phone));
  await page.getByLabel('Date de naissance').fill(user.dateOfBirth);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByLabel('Confirmer le mot de passe').fill(user.password);
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // The phone has tickets already: the wizard goes back to it and asks for the code sent by SMS.
  await expect(page.getByText(/Ce numéro a déjà des billets Gbaka/)).toBeVisible();
  await page.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
  await expect(page.getByText(/un code à 6 chiffres vient de lui être envoyé/)).toBeVisible();
  const sms = await latestMessageTo(`+225${user.phone}`);
  const code = /(\d{6})/.exec(sms.text)![1]!;
  await page.getByLabel('Code reçu par SMS').fill(code);
  await page.screenshot({ path: 'test-results/phone-claim-360.png', fullPage: true });
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).not.toHaveURL(/\/register/);
  await page.goto('/profile');
  await expect(page.getByText(reference).first()).toBeVisible();
  // Counter sales to this phone can be claimed later from the profile, with a new code.
  await expect(page.getByRole('heading', { name: 'Un billet acheté au guichet ?' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/phone-claim-profile-1280.png', fullPage: true });
});
