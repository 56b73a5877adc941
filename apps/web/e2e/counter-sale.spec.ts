import { expect, test, type Page } from '@playwright/test';
import { apiToken, authHeaders, bookThroughApi, fcfa } from './admin-helpers';
import { dayFromNow, newCounter } from './support/counter';
import { newUser, registerThroughApi } from './support/users';

// The counter (DESIGN §10, issue 18): an agent sells two seats for cash and gets the 80 mm receipt, voids a sale,
// closes the day; the manager signs the close off.

async function openAs(page: Page, token: string, path: string) {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
}

test('an agent sells two seats for cash, voids a sale, closes the day; the manager signs it off', async ({
  page,
  request,
  browser,
}) => {
  // Two people, three screens and a dozen API calls to arrange: a loaded machine takes more than the default minute.
  test.slow();
  const counter = await newCounter(request);
  const agentToken = await apiToken(request, counter.agent.email, counter.agent.password);
  await openAs(page, agentToken, '/operator/counter');
  await expect(page.getByRole('heading', { level: 1, name: 'Vente au guichet' })).toBeVisible();

  // A sale: the departure, two seats, a name each, cash.
  await page.getByRole('button', { name: new RegExp(`09:30.*${counter.route}`) }).click();
  await page.getByRole('button', { name: 'Siège 1, disponible' }).click();
  await page.getByRole('button', { name: 'Siège 2, disponible' }).click();
  await page.getByLabel('Nom du passager, siège 1').fill('Awa Koné');
  await page.getByLabel('Nom du passager, siège 2').fill('Yao Kouassi');
  await expect(page.getByTestId('counter-total')).toHaveText(fcfa(15_000));
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`counter-sale-${width}.png`), fullPage: true });
  }
  const receipt = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Encaisser' }).click();
  const sold = page.getByText(/^Vente [0-9A-Z]{8} encaissée$/);
  await expect(sold).toBeVisible();
  await (await receipt).close();
  const reference = (await sold.textContent())!.split(' ')[1]!;

  // The receipt, as the agent's browser fetched it: a PDF 80 mm (226.77 pt) wide.
  const drawer = await request.get(`/api/operator/drawer?date=${dayFromNow(0)}`, {
    headers: authHeaders(agentToken),
  });
  const sale = (
    (await drawer.json()).data.drawers[0].sales as { bookingId: string; reference: string }[]
  ).find((s) => s.reference === reference)!;
  const pdf = await request.get(`/api/operator/sales/${sale.bookingId}/receipt`, {
    headers: authHeaders(agentToken),
  });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.toString('latin1')).toMatch(/\/MediaBox \[0 0 226\.77\d* [\d.]+\]/);

  // A second sale, voided from the drawer with a reason.
  await page.getByRole('button', { name: 'Vente suivante' }).click();
  // Keyboard first: the seat typed rather than picked on the map.
  await expect(page.getByRole('button', { name: 'Siège 3, disponible' })).toBeVisible();
  await page.getByLabel('Sièges', { exact: true }).fill('3');
  await page.getByLabel('Nom du passager, siège 3').fill('Fanta Traoré');
  const secondReceipt = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Encaisser' }).click();
  const second = page.getByText(/^Vente [0-9A-Z]{8} encaissée$/);
  await expect(second).toBeVisible();
  await (await secondReceipt).close();
  const voided = (await second.textContent())!.split(' ')[1]!;

  await page.getByRole('tab', { name: 'Caisse du jour' }).click();
  await page.getByRole('button', { name: `Annuler la vente ${voided}` }).click();
  await page.getByLabel('Raison').fill('Le client a changé de date');
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler la vente' }).click();
  await expect(page.getByText(`Vente ${voided} annulée`)).toBeVisible();
  await expect(page.getByTestId('drawer-cashIn')).toHaveText(fcfa(22_500));
  await expect(page.getByTestId('drawer-cashOut')).toHaveText(fcfa(7_500));
  await expect(page.getByTestId('drawer-cashExpected')).toHaveText(fcfa(15_000));

  // The close of day: 15 000 counted against 15 000 expected.
  await page.getByLabel('Espèces comptées (F CFA)').fill('15000');
  await page.getByRole('button', { name: 'Clôturer la journée' }).click();
  await expect(page.getByText('Clôture en attente de validation')).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`counter-drawer-${width}.png`), fullPage: true });
  }

  // The manager sees the agent's close and signs it off.
  const managerPage = await browser.newPage({ locale: 'fr-FR', timezoneId: 'Africa/Abidjan' });
  await openAs(
    managerPage,
    await apiToken(request, counter.manager.email, counter.manager.password),
    '/operator/counter',
  );
  await managerPage.getByRole('tab', { name: 'Caisse du jour' }).click();
  await expect(managerPage.getByRole('heading', { name: 'Awa Guichet' })).toBeVisible();
  await expect(managerPage.getByTestId('closing-summary')).toContainText('écart 0 F CFA');
  await managerPage.setViewportSize({ width: 360, height: 900 });
  await managerPage.screenshot({ path: test.info().outputPath('counter-manager-360.png'), fullPage: true });

  // A late traveller: the agent's day is closed, so the manager reopens it; the agent closes it again.
  await managerPage.getByRole('button', { name: 'Rouvrir la journée' }).click();
  await expect(managerPage.getByText('Journée rouverte', { exact: false })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Caisse du jour' }).click();
  await page.getByLabel('Espèces comptées (F CFA)').fill('15000');
  await page.getByRole('button', { name: 'Clôturer la journée' }).click();
  await expect(page.getByText('Clôture en attente de validation')).toBeVisible();
  await managerPage.reload();
  await managerPage.getByRole('tab', { name: 'Caisse du jour' }).click();
  await expect(managerPage.getByTestId('closing-summary')).toContainText('écart 0 F CFA');
  await managerPage.getByRole('button', { name: 'Valider la clôture' }).click();
  await expect(managerPage.getByText('Clôture validée par le gérant')).toBeVisible();
  await managerPage.setViewportSize({ width: 1280, height: 900 });
  await managerPage.screenshot({ path: test.info().outputPath('counter-manager-1280.png'), fullPage: true });
  await managerPage.close();
});

test('an agent takes cash for a booking made online and still waiting for payment', async ({
  page,
  request,
}) => {
  test.slow();
  const counter = await newCounter(request);
  const traveller = newUser();
  await registerThroughApi(request, traveller);
  const held = await bookThroughApi(request, traveller, { _id: counter.tripId, price: 7500 }, [12]);

  const agentToken = await apiToken(request, counter.agent.email, counter.agent.password);
  await openAs(page, agentToken, '/operator/counter');
  await page.getByRole('tab', { name: 'Paiement au guichet' }).click();
  await page.getByLabel('Référence ou téléphone').fill(held.reference.toLowerCase());
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText(new RegExp(`^${held.reference} · ${traveller.firstName}`))).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`counter-held-${width}.png`), fullPage: true });
  }
  const receipt = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Encaisser ${fcfa(held.totalPrice)}` }).click();
  await expect(page.getByText(`Réservation ${held.reference} payée au guichet`)).toBeVisible();
  await (await receipt).close();

  const sale = await request.get(`/api/operator/sales/${held._id}`, { headers: authHeaders(agentToken) });
  expect((await sale.json()).data).toMatchObject({ status: 'confirmed' });
});
