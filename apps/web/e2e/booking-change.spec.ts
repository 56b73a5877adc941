import { expect, test, type Page } from '@playwright/test';
import { authHeaders, fcfa } from './admin-helpers';
import { completeSandboxPayment, daysAhead } from './support/booking';
import { lineWithFares, paidBooking, totalFor, type Line } from './support/change';
import { newUser, registerThroughApi, signIn } from './support/users';

/**
 * Changing a booking (issue 16) and the free move after a company cancels its departure (issue 17). Each test
 * arranges its own company, departures and paid booking through the API, then changes it from /profile.
 */

// One company and its departures for the three journeys: arranging a company (a partner request, its approval,
// the invitation accepted) is the slow part, done once.
let line: Line;
test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
  const request = await playwright.request.newContext({ baseURL });
  line = await lineWithFares(request);
  await request.dispose();
});

/** The departure's button in the list: its time and its company (other tests' companies leave at the same times). */
const departureButton = (line: Line, trip: 'dearer' | 'cheaper') =>
  new RegExp(`^${line.trips[trip].time}.*${line.companyName}`);

/** From /profile, the booking's way to another departure, then a departure of the next day and one seat. */
async function chooseNewDeparture(page: Page, link: string, departure: RegExp) {
  await page.goto('/profile');
  await page.getByRole('link', { name: link }).first().click();
  await expect(page).toHaveURL(/\/profile\/change\//);
  await page.getByLabel('Date du départ').fill(daysAhead(4));
  await page.getByRole('button', { name: departure }).click();
  const seat = page.getByRole('button', { name: /^Siège \d+, disponible$/ }).first();
  const label = (await seat.getAttribute('aria-label'))!;
  await seat.click();
  return Number(/\d+/.exec(label)![0]);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('moves to a dearer departure and pays the difference; the new ticket shows', async ({
    page,
    request,
  }) => {
    const user = newUser();
    await registerThroughApi(request, user);
    await paidBooking(request, user, line.trips.booked, [5]);
    await signIn(page, user.email, user.password);

    const seat = await chooseNewDeparture(page, 'Modifier', departureButton(line, 'dearer'));
    const due = totalFor(line.trips.dearer.price, 1) - totalFor(line.trips.booked.price, 1);
    await expect(page.getByTestId('change-difference')).toHaveText(`Reste à payer : ${fcfa(due)}`);
    await page.screenshot({ path: test.info().outputPath('change-up-360.png'), fullPage: true });
    await page.getByRole('button', { name: 'Confirmer et payer la différence' }).click();

    await completeSandboxPayment(page, 'pay');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement confirmé');
    await expect(page.getByText(line.trips.dearer.time).first()).toBeVisible();
    await expect(page.getByText(new RegExp(`\\b${seat}\\b`)).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('change-up-ticket-360.png'), fullPage: true });
  });

  test('a departure cancelled by its company: the notice, the refund due, then a free move', async ({
    page,
    request,
  }) => {
    const user = newUser();
    await registerThroughApi(request, user);
    const bookingId = await paidBooking(request, user, line.trips.doomed, [3]);
    const cancelled = await request.post(`/api/operator/departures/${line.trips.doomed.id}/cancel`, {
      headers: authHeaders(line.managerToken),
      data: { reason: 'Panne du car' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await signIn(page, user.email, user.password);

    // Its tracking page follows nothing: no position, no map, no estimated arrival (told, not guessed).
    await page.goto(`/track-details/${bookingId}`);
    await expect(page.getByText('Réservation annulée : aucun trajet à suivre')).toBeVisible();
    await expect(page.getByText('Arrivée estimée')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Position actuelle' })).toHaveCount(0);

    await page.goto('/profile');
    const notice = page.getByRole('status').filter({ hasText: 'Départ annulé par la compagnie' });
    await expect(notice).toContainText('Motif : Panne du car');
    await expect(notice).toContainText(`Remboursement dû : ${fcfa(totalFor(line.trips.doomed.price, 1))}`);
    await page.screenshot({ path: test.info().outputPath('free-move-profile-360.png'), fullPage: true });

    await chooseNewDeparture(page, 'Choisir un autre départ', departureButton(line, 'dearer'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisir un autre départ');
    await expect(page.getByTestId('change-difference')).toHaveText('Changement gratuit');
    await page.screenshot({ path: test.info().outputPath('free-move-360.png'), fullPage: true });
    await page.getByRole('button', { name: 'Confirmer le changement' }).click();
    await expect(page).toHaveURL(/\/confirmation-paiement\?bookingId=/);
    await expect(page.getByText(line.trips.dearer.time).first()).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText('Départ annulé par la compagnie')).toHaveCount(0);
  });
});

test('moves to a cheaper departure: the refund due is shown, the new ticket at once (1280 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = newUser();
  await registerThroughApi(request, user);
  await paidBooking(request, user, line.trips.booked, [2, 3]);
  await signIn(page, user.email, user.password);

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Modifier' }).first().click();
  await page.getByLabel('Date du départ').fill(daysAhead(4));
  await page.getByRole('button', { name: departureButton(line, 'cheaper') }).click();
  for (let i = 0; i < 2; i += 1) {
    await page
      .getByRole('button', { name: /^Siège \d+, disponible$/ })
      .first()
      .click();
  }
  const back = totalFor(line.trips.booked.price, 2) - totalFor(line.trips.cheaper.price, 2);
  await expect(page.getByTestId('change-difference')).toHaveText(`Vous serez remboursé de ${fcfa(back)}`);
  await page.screenshot({ path: test.info().outputPath('change-down-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Confirmer le changement' }).click();

  await expect(page).toHaveURL(/\/confirmation-paiement\?bookingId=/);
  await expect(page.getByText(/remboursés sous 5 à 7 jours ouvrés/).first()).toBeVisible();
  await expect(page.getByText(line.trips.cheaper.time).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('change-down-ticket-1280.png'), fullPage: true });
});

test('a round trip: the traveller chooses the journey to change and moves only the return (360 and 1280 px)', async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerThroughApi(request, user);
  const bookingId = await paidBooking(request, user, line.trips.booked, [4], line.trips.backBooked);
  await signIn(page, user.email, user.password);

  await page.goto(`/profile/change/${bookingId}`);
  const journeys = page.getByRole('group', { name: 'Quel trajet voulez-vous changer ?' });
  await expect(journeys.getByRole('radio')).toHaveCount(3);
  await expect(journeys.getByRole('radio', { name: /^Aller Abidjan/ })).toBeChecked();
  // Both journeys at once: a departure and seats for each, under their own headings.
  await journeys.getByRole('radio', { name: /^Aller et retour/ }).check();
  await expect(page.getByRole('heading', { name: 'Aller : Abidjan → Yamoussoukro' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Retour : Yamoussoukro → Abidjan' })).toBeVisible();
  await expect(page.getByLabel('Date du départ')).toHaveCount(2);

  await journeys.getByRole('radio', { name: /^Retour Yamoussoukro/ }).check();
  await expect(page.getByLabel('Date du départ')).toHaveCount(1);
  await page.getByLabel('Date du départ').fill(line.trips.backLater.date);
  await page
    .getByRole('button', { name: new RegExp(`^${line.trips.backLater.time}.*${line.companyName}`) })
    .click();
  await page
    .getByRole('button', { name: /^Siège \d+, disponible$/ })
    .first()
    .click();
  const refund =
    totalFor(line.trips.booked.price + line.trips.backBooked.price, 1) -
    totalFor(line.trips.booked.price + line.trips.backLater.price, 1);
  await expect(page.getByTestId('change-difference')).toHaveText(`Vous serez remboursé de ${fcfa(refund)}`);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`change-return-${width}.png`), fullPage: true });
  }
  await page.getByRole('button', { name: 'Confirmer le changement' }).click();

  await expect(page).toHaveURL(/\/confirmation-paiement\?bookingId=/);
  await expect(page.getByText(/remboursés sous 5 à 7 jours ouvrés/).first()).toBeVisible();
  // The outbound journey stays as booked; the return is the new one.
  await expect(page.getByText(line.trips.booked.time).first()).toBeVisible();
  await expect(page.getByText(line.trips.backLater.time).first()).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(line.trips.backBooked.time)).toHaveCount(0);
});
