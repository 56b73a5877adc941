import { expect, test } from '@playwright/test';
import { apiToken, bookThroughApi, fcfa } from './admin-helpers';
import { latestMessageTo } from './support/outbox';
import {
  approvePartner,
  firstDeparture,
  invitationPath,
  newApplicant,
  payThroughApi,
} from './support/operator';
import { accountMenu, newUser, registerThroughApi, signIn } from './support/users';

// Issue 17's journey: a partner request becomes a company's workspace, the company sells a departure and cancels
// it, and its passenger finds the notice and the refund due in /profile.

test('from a partner request to a cancelled departure whose passenger finds the notice and the refund', async ({
  page: visitor,
  browser,
  request,
}) => {
  let page = visitor;
  test.setTimeout(120_000);
  const applicant = newApplicant();

  // A visitor sends the partner request; the administrator approves it (through the API).
  await page.goto('/partner');
  await page.getByLabel('Nom de la compagnie').fill(applicant.companyName);
  await page.getByLabel('E-mail').fill(applicant.email);
  await page.getByLabel('Téléphone').fill(applicant.phone);
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Votre demande a été envoyée avec succès')).toBeVisible();
  await approvePartner(request, applicant.companyName);

  // The invitation mail's link: the applicant sets a password and lands in the workspace.
  const mail = await latestMessageTo(applicant.email);
  expect(mail.text).toContain(applicant.companyName);
  // Opened from the mail, later: a page of its own (as a phone's mail app opens a link).
  const manager = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Africa/Abidjan' });
  page = await manager.newPage();
  await page.goto(invitationPath(mail));
  await expect(page.getByRole('heading', { name: `${applicant.companyName} vous invite` })).toBeVisible();
  await page.getByLabel('Prénom').fill('Adama');
  await page.getByLabel('Nom', { exact: true }).fill('Coulibaly');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Compagnie#2026');
  await page.getByRole('button', { name: 'Créer mon compte et rejoindre' }).click();
  await expect(page.getByRole('heading', { name: 'Départs', level: 1 })).toBeVisible();
  await expect(page.getByText('Aucun départ dans les sept prochains jours.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navigation de l’espace compagnie' });

  // A bus, then a daily line with its fare.
  await nav.getByRole('link', { name: 'Flotte' }).click();
  await page.getByRole('button', { name: 'Ajouter un bus' }).click();
  const busDialog = page.getByRole('dialog', { name: 'Ajouter un bus' });
  await busDialog.getByLabel('Nom').fill('Car du matin');
  await busDialog.getByLabel('Immatriculation').fill(`CI-${Date.now().toString(36).slice(-4)}-AB`);
  await busDialog.getByLabel('Places').fill('30');
  await busDialog.getByRole('button', { name: 'Ajouter un bus' }).click();
  await expect(page.getByRole('row', { name: /Car du matin/ })).toBeVisible();

  await nav.getByRole('link', { name: 'Horaires' }).click();
  await page.getByRole('button', { name: 'Ajouter un horaire' }).click();
  const lineDialog = page.getByRole('dialog', { name: 'Ajouter un horaire' });
  await lineDialog.getByLabel('Départ', { exact: true }).selectOption({ label: 'Abidjan' });
  await lineDialog.getByLabel('Arrivée', { exact: true }).selectOption({ label: 'Bouaké' });
  await lineDialog.getByLabel('Bus', { exact: true }).selectOption({ index: 1 });
  await lineDialog.getByLabel('Heure de départ').fill('23:30');
  await lineDialog.getByLabel('Durée (minutes)').fill('300');
  await lineDialog.getByLabel('Tarif (F CFA)').fill('7000');
  await lineDialog.getByRole('button', { name: 'Ajouter un horaire' }).click();
  await expect(page.getByRole('row', { name: /Abidjan – Bouaké/ })).toContainText('Tous les jours');

  // The departure is on the board.
  await nav.getByRole('link', { name: 'Départs' }).click();
  await expect(page.getByRole('link', { name: /Abidjan – Bouaké/ }).first()).toBeVisible();

  // A traveller has booked and paid its first departure (arranged through the API).
  const managerToken = await apiToken(request, applicant.email, 'Compagnie#2026');
  const departure = await firstDeparture(request, managerToken);
  const traveller = newUser({ firstName: 'Mariam', lastName: 'Ouattara' });
  await registerThroughApi(request, traveller);
  const booking = await bookThroughApi(request, traveller, departure, [7]);
  await payThroughApi(request, await apiToken(request, traveller.email, traveller.password), booking._id);

  // The manager opens its manifest, finds the passenger, and cancels the departure with a reason.
  await nav.getByRole('link', { name: 'Flotte' }).click();
  await nav.getByRole('link', { name: 'Départs' }).click();
  await page
    .getByRole('link', { name: /Abidjan – Bouaké/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/operator/departures/${departure._id}$`));
  await expect(page.getByRole('row', { name: /Mariam Ouattara/ })).toContainText('Payé');
  await page.getByRole('button', { name: 'Annuler le départ' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Annuler le départ' });
  await expect(cancelDialog).toContainText('1 place réservée sur ce départ');
  await cancelDialog.getByLabel('Motif').fill('Panne du car');
  await cancelDialog.getByRole('button', { name: 'Annuler le départ' }).click();
  await expect(page.getByText(/Départ annulé : 1 réservation/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Panne du car' })).toBeVisible();

  // The traveller, on their own device, finds the notice and the refund due in /profile.
  const phone = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Africa/Abidjan' });
  const travellerPage = await phone.newPage();
  await signIn(travellerPage, traveller.email, traveller.password);
  await accountMenu(travellerPage).click();
  await travellerPage.getByRole('menuitem', { name: 'Mon profil' }).click();
  const notice = travellerPage.getByText('Départ annulé par la compagnie');
  await expect(notice).toBeVisible();
  await expect(travellerPage.getByText('Motif : Panne du car')).toBeVisible();
  await expect(
    travellerPage.getByText(`Remboursement dû : ${fcfa(booking.totalPrice)}`, { exact: false }),
  ).toBeVisible();
  await travellerPage.setViewportSize({ width: 360, height: 800 });
  await travellerPage.screenshot({ path: test.info().outputPath('profile-notice-360.png'), fullPage: true });
  await phone.close();
  await manager.close();
});
