import { expect, test, type Page } from '@playwright/test';
import { newUser, registerThroughApi } from './support/users';
import { ADMIN, apiGet, apiToken, bookThroughApi, fcfa, signInAsAdmin, unique } from './admin-helpers';

interface Trip {
  _id: string;
  price: number;
  departureDate: string;
  departureTime: string;
  companyName: { name: string };
}

/** "HH:MM" in Abidjan (UTC), `hours` from now, rounded to the next quarter of an hour. */
function timeIn(hours: number): string {
  const date = new Date(Date.now() + hours * 3_600_000);
  const minutes = Math.ceil(date.getUTCMinutes() / 15) * 15;
  date.setUTCMinutes(minutes, 0, 0);
  return date.toISOString().slice(11, 16);
}

async function dialog(page: Page, name: string) {
  const element = page.getByRole('dialog', { name });
  await expect(element).toBeVisible();
  return element;
}

test('a company set up once: timetable, trips, a booking confirmed, boarded, and the revenue', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const company = unique('Gbaka Test Express');
  const busId = unique('CI-E2E').replace(' ', '-');
  await signInAsAdmin(page, '/admin/companies');

  // A company, with the form's own messages first.
  await page.getByRole('button', { name: 'Ajouter une compagnie' }).click();
  let form = await dialog(page, 'Nouvelle compagnie');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Le nom est requis')).toBeVisible();
  await expect(form.getByText("L'adresse est requise")).toBeVisible();
  await form.getByLabel('Nom', { exact: true }).fill(company);
  await form.getByLabel('E-mail').fill('contact@test-express.ci');
  await form.getByLabel('Téléphone').fill('27 22 00 00 00');
  await form.getByLabel('Adresse', { exact: true }).fill('Gare routière d’Adjamé, Abidjan');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Compagnie ajoutée')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(company) })).toBeVisible();

  // A bus of that company.
  await page.goto('/admin/buses');
  await page.getByRole('button', { name: 'Ajouter un bus' }).click();
  form = await dialog(page, 'Nouveau bus');
  await form.getByLabel('Nom du bus').fill(`${company} Confort`);
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Veuillez sélectionner une compagnie pour ce bus')).toBeVisible();
  await form.getByLabel('Compagnie').selectOption({ label: company });
  await form.getByLabel('Identifiant').fill(busId);
  await form.getByLabel('Sièges').fill('30');
  await form.getByLabel('Disposition').fill('2x2');
  await form.getByLabel(/Équipements/).fill('wifi, ac, , power');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Bus ajouté')).toBeVisible();
  const busRow = page.getByRole('row', { name: new RegExp(busId) });
  await expect(busRow).toContainText('wifi');
  await expect(busRow).toContainText('+1');

  // A weekly timetable: every day, leaving in two hours.
  await page.goto('/admin/timetables');
  await page.getByRole('button', { name: 'Nouvelle ligne' }).click();
  form = await dialog(page, 'Nouvelle ligne régulière');
  await form.getByLabel('Compagnie').selectOption({ label: company });
  await form.getByLabel('Bus').selectOption({ label: `${company} Confort · ${busId} (30)` });
  await form.getByLabel('Départ', { exact: true }).selectOption({ label: 'Abidjan' });
  await form.getByLabel('Arrivée', { exact: true }).selectOption({ label: 'Bouaké' });
  await expect(form.getByRole('checkbox', { name: 'lundi' })).toBeChecked();
  await form.getByLabel('Heure de départ').fill(timeIn(2));
  await form.getByLabel('Durée (minutes)').fill('300');
  await expect(form.getByText('= 5h00min')).toBeVisible();
  await form.getByLabel('Prix (F CFA)').fill('6000');
  await form.getByRole('button', { name: 'Créer et générer les trajets' }).click();
  await expect(page.getByText(/Ligne enregistrée : \d+ trajet\(s\) créé\(s\)/).first()).toBeVisible();
  // The dialog's own "Compagnie" stays in the page until its closing animation ends.
  await expect(form).toBeHidden();
  await page.getByLabel('Compagnie').selectOption({ label: company });
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await expect(page.getByRole('row', { name: /Abidjan → Bouaké/ })).toBeVisible();

  // Its trips appear in Routes.
  await page.getByRole('link', { name: 'Voir les trajets' }).click();
  await page.getByLabel('Rechercher un trajet').fill(company);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const rows = page.getByRole('region', { name: 'Liste des trajets' }).locator('tbody tr');
  await expect(rows.first()).toContainText(company);
  await expect(rows.first()).toContainText('Abidjan → Bouaké');
  await expect(rows.first()).toContainText('Ligne régulière');

  // A traveller books the first departure.
  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);
  const { data: trips } = await apiGet<{ data: Trip[] }>(
    request,
    adminToken,
    `/admin/routes?period=upcoming&search=${encodeURIComponent(company)}`,
  );
  expect(trips.length).toBeGreaterThan(7);
  const traveller = newUser({ firstName: 'Adjoua', lastName: unique('Kouamé').replace(' ', '') });
  await registerThroughApi(request, traveller);
  const booking = await bookThroughApi(request, traveller, trips[0]!, [7, 8]);
  expect(booking.totalPrice).toBe(12_780);

  // The administrator confirms it (cash at the counter).
  await page.goto('/admin/bookings');
  await page.getByLabel('Rechercher une réservation').fill(traveller.lastName);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const row = page.getByRole('row', { name: new RegExp(traveller.lastName) });
  await expect(row).toContainText('En attente de paiement');
  await expect(row).toContainText('Abidjan → Bouaké');
  await expect(row).toContainText('7, 8');
  await expect(row).toContainText(fcfa(12_780));
  await expect(row).toContainText(`${booking._id.slice(0, 8)}…`);
  await row.getByRole('button', { name: /Changer le statut de la réservation/ }).click();
  await page.getByRole('menuitem', { name: 'Confirmée' }).click();
  const confirm = await dialog(page, 'Changer le statut');
  await expect(confirm).toContainText('« Confirmée »');
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Statut de la réservation mis à jour')).toBeVisible();
  await expect(row).toContainText('Confirmée');

  // Its details.
  await row.getByRole('button', { name: /Détails de la réservation/ }).click();
  const details = await dialog(page, `Réservation ${booking._id.slice(0, 8)}…`);
  await expect(details).toContainText(traveller.email);
  await expect(details).toContainText(booking.reference);
  await page.keyboard.press('Escape');

  // At the bus door, with the typed reference.
  await page.goto('/admin/boarding');
  await page.getByLabel('Référence du billet').fill(`BOOK-${booking.reference}`);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  const result = page.locator('section[aria-labelledby="boarding-headline"]');
  await expect(result.getByRole('heading', { name: 'Billet valide' })).toBeVisible();
  await expect(result).toContainText(`${traveller.firstName} ${traveller.lastName}`);
  await expect(result).toContainText('Abidjan → Bouaké');
  await expect(result).toContainText('7, 8');
  await page.getByRole('button', { name: 'Marquer embarqué' }).click();
  await expect(page.getByRole('heading', { name: /^Embarqué à \d\d:\d\d$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marquer embarqué' })).toBeHidden();

  // A second check of the same ticket, lower case and without BOOK-.
  await page.getByRole('button', { name: 'Billet suivant' }).click();
  await page.getByLabel('Référence du billet').fill(booking.reference.toLowerCase());
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('heading', { name: /^Déjà embarqué à \d\d:\d\d$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marquer embarqué' })).toBeHidden();

  // The camera is offered; where the browser cannot read QR codes, the typed reference takes over.
  await page.getByRole('button', { name: 'Billet suivant' }).click();
  await page.evaluate(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
  await page.getByRole('button', { name: 'Scanner le QR code' }).click();
  await expect(page.getByText(/saisissez la référence du billet/)).toBeVisible();
  await expect(page.getByLabel('Référence du billet')).toBeFocused();

  // The dashboard counts the revenue.
  const { data: dashboard } = await apiGet<{
    data: { counts: { totalRevenue: number }; today: { revenue: number } };
  }>(request, adminToken, '/admin/dashboard');
  expect(dashboard.today.revenue).toBeGreaterThanOrEqual(12_780);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('link', { name: /Réservations/ }).first()).toBeVisible();
  await expect(page.getByText(fcfa(dashboard.counts.totalRevenue), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(fcfa(dashboard.today.revenue), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /Chiffre d'affaires par jour/ })).toBeVisible();
});
