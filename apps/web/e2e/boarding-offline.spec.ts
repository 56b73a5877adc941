import { expect, test } from '@playwright/test';
import { authHeaders } from './admin-helpers';
import { counterTicket, paidWebTicket, todaysDeparture, ussdTicket } from './support/boarding';
import { newCompanyManager } from './support/operator';
import { signIn } from './support/users';

// Boarding with no network (issue 18, DESIGN §10): the conductor downloads today's departure, loses the network,
// boards a web ticket, a counter ticket and a ticket booked by USSD (issue 19) by their short codes, is refused a
// second scan and a forged code, and the boardings reach the manager's manifest once the network is back.

test('a conductor boards a web, a counter and a USSD ticket offline, and the manifest shows them once back online', async ({
  page,
  context,
  request,
}) => {
  // Three tickets sold three ways, a sign-in, a download and a sync: a long journey on a shared 2-core machine.
  test.setTimeout(120_000);
  const manager = await newCompanyManager(request);
  const { token, admin, trip, from, to, route } = await todaysDeparture(request, manager);
  const web = await paidWebTicket(request, trip);
  const counter = await counterTicket(request, token, trip._id);
  // A caller on a basic phone books the first free seat (1) over USSD and gets the code by SMS.
  const ussd = await ussdTicket(request, admin, from, to);

  // The company's manager boards too (DESIGN §9: managers do what conductors do).
  await signIn(page, manager.email, manager.password);
  await page.goto('/operator/boarding');
  // The workspace's chunks load on a first visit: slow on a loaded machine, so a longer wait here.
  await expect(page.getByRole('heading', { name: 'Embarquement', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const departure = page.getByLabel('Départ', { exact: true });
  await departure.selectOption(trip._id);
  await expect(departure.locator('option:checked')).toContainText(route);
  await page.getByRole('button', { name: 'Télécharger' }).click();
  await expect(page.getByText(/^Sur ce téléphone depuis \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByTestId('count-expected')).toHaveText('4');

  await context.setOffline(true);
  await expect(page.getByTestId('sync-status')).toContainText('Hors ligne');
  const code = page.getByLabel("Code d'embarquement");
  const check = page.getByRole('button', { name: 'Vérifier' });

  await code.fill(web.ticket.code.toLowerCase());
  await check.click();
  await expect(page.getByText('Embarquez', { exact: true })).toBeVisible();
  await expect(page.getByText('Siège 3', { exact: true })).toBeVisible();
  await expect(page.getByText('Siège 4', { exact: true })).toBeVisible();

  await code.fill(`${counter.ticket.code.slice(0, 4)}-${counter.ticket.code.slice(4)}`);
  await check.click();
  await expect(page.getByText('Siège 7', { exact: true })).toBeVisible();
  await code.fill(ussd.code);
  await check.click();
  await expect(page.getByText('Siège 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Embarquez' })).toContainText('Yao Ussd');
  await expect(page.getByTestId('count-boarded')).toHaveText('4');
  await expect(page.getByTestId('count-missing')).toHaveText('0');

  await code.fill(web.ticket.code);
  await check.click();
  await expect(page.getByRole('alert')).toContainText(/^Déjà embarqué à \d\d:\d\d/);

  await code.fill('ZZZZ-2345');
  await check.click();
  await expect(page.getByRole('alert')).toContainText('Code inconnu pour ce départ');
  await expect(page.getByTestId('sync-status')).toContainText('4 embarquements à envoyer');

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`boarding-offline-${width}.png`), fullPage: true });
  }

  // Back online: the queue syncs by itself, and the manager's manifest has the four seats boarded.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toContainText('Tous les embarquements sont envoyés');
  const manifest = await request.get(`/api/operator/departures/${trip._id}/manifest`, {
    headers: authHeaders(token),
  });
  const seats = (
    (await manifest.json()) as {
      data: { seats: { seat: number; boarded: boolean; boardedBy: string | null }[] };
    }
  ).data.seats;
  expect(seats.filter((s) => s.boarded).map((s) => [s.seat, s.boardedBy])).toEqual([
    [1, `${manager.firstName} ${manager.lastName}`],
    [3, `${manager.firstName} ${manager.lastName}`],
    [4, `${manager.firstName} ${manager.lastName}`],
    [7, `${manager.firstName} ${manager.lastName}`],
  ]);
});
