import { chromium, expect, test, type Page } from '@playwright/test';
import { authHeaders } from './admin-helpers';
import { counterTicket, departureToBoard, paidWebTicket, ussdTicket } from './support/boarding';
import { expectNoSeriousViolations } from './support/axe';
import { CHROME_PATH, CHROMIUM_ARGS } from './support/chromium';
import { newCompanyManager } from './support/operator';
import { writeQrVideo } from './support/qr-video';
import { signIn } from './support/users';

// Boarding with no network (issue 18, DESIGN §10): the conductor downloads a departure, loses the network, closes
// and reopens the app (the screen then comes from the service worker and the guard from the phone's pass), boards a
// web ticket, a counter ticket and a ticket booked by USSD (issue 19) by their short codes, is refused a second scan
// and a forged code, and the boardings reach the manager's manifest once the network is back.

// Playwright's default, stated because the offline reopening depends on the worker.
test.use({ serviceWorkers: 'allow' });

/** The files the page's origin keeps in the service worker's caches: the travellers' precache, the boarding screen's. */
function cachedFiles(page: Page) {
  return page.evaluate(async () => {
    const paths = async (name: string | undefined) =>
      name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
    const names = await caches.keys();
    return {
      precache: await paths(names.find((name) => name.includes('precache'))),
      boardingScreen: await paths(names.find((name) => name === 'gbaka-boarding-screen')),
    };
  });
}

test('a conductor boards a web, a counter and a USSD ticket offline, after reopening the app, and the manifest shows them once back online', async ({
  page,
  context,
  request,
}) => {
  // Three tickets sold three ways, a sign-in, a download, two reopenings offline and a sync: a long journey on a
  // shared 2-core machine.
  test.setTimeout(150_000);
  const manager = await newCompanyManager(request);
  const { token, admin, trip, from, to, departureDate, route } = await departureToBoard(request, manager);
  const web = await paidWebTicket(request, trip);
  const counter = await counterTicket(request, token, trip._id);
  // A caller on a basic phone books the first free seat (1) over USSD and gets the code by SMS.
  const ussd = await ussdTicket(request, admin, { from, to, departureDate });

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
  // The service worker has stored the screen's files, apart from the travellers' precache, which stays without them.
  await expect(page.getByText("Cet écran s'ouvre aussi sans réseau sur ce téléphone.")).toBeVisible({
    timeout: 30_000,
  });
  const cached = await cachedFiles(page);
  expect(cached.boardingScreen.some((path) => /^\/assets\/boarding-page-.*\.js$/.test(path))).toBe(true);
  expect(cached.precache.filter((path) => cached.boardingScreen.includes(path))).toEqual([]);

  // No network, and the app closed and opened again: the page comes from the service worker, the guard lets the
  // signed-in conductor in from the phone, and the downloaded departure is there to choose.
  await context.setOffline(true);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Embarquement', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sync-status')).toContainText('Hors ligne');
  // Back on the departure being boarded, without choosing it again: tomorrow's, or today's once midnight has
  // passed since it was created.
  await expect(departure.locator('option:checked')).toContainText(`09:00 · ${route}`);
  await expect(departure.locator('option:checked')).toContainText(/^(Demain|Aujourd'hui) /);
  await expect(page.getByTestId('count-expected')).toHaveText('4');
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

  // A second window of the app, opened offline straight on the screen: the boardings made in the first are there.
  const reopened = await context.newPage();
  await reopened.goto('/operator/boarding');
  await expect(reopened.getByRole('heading', { name: 'Embarquement', level: 1 })).toBeVisible();
  await expect(reopened.getByLabel('Départ', { exact: true }).locator('option:checked')).toContainText(route);
  await expect(reopened.getByTestId('count-boarded')).toHaveText('4');
  await expect(reopened.getByTestId('sync-status')).toContainText('Hors ligne · 4 embarquements à envoyer');
  await reopened.getByLabel("Code d'embarquement").fill(counter.ticket.code);
  await reopened.getByRole('button', { name: 'Vérifier' }).click();
  await expect(reopened.getByRole('alert')).toContainText(/^Déjà embarqué à \d\d:\d\d/);
  for (const width of [360, 1280]) {
    await reopened.setViewportSize({ width, height: 900 });
    await reopened.screenshot({
      path: test.info().outputPath(`boarding-offline-${width}.png`),
      fullPage: true,
    });
  }
  await expectNoSeriousViolations(reopened);
  await reopened.close();

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

// The camera: Chromium's fake camera plays a video of the web ticket's QR code. Desktop Linux has no
// BarcodeDetector, so the screen reads the frames with its fallback decoder (jsQR), and checks the signature
// offline against the downloaded keys.
test('a conductor scans a QR code with the camera, offline, through the fallback decoder', async ({
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const manager = await newCompanyManager(request);
  const { trip } = await departureToBoard(request, manager);
  const web = await paidWebTicket(request, trip);
  const video = testInfo.outputPath('ticket-qr.y4m');
  writeQrVideo(video, web.ticket.qr);

  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'fr-FR',
      timezoneId: 'Africa/Abidjan',
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await signIn(page, manager.email, manager.password);
    await page.goto('/operator/boarding');
    await page.getByLabel('Départ', { exact: true }).selectOption(trip._id);
    await page.getByRole('button', { name: 'Télécharger' }).click();
    await expect(page.getByTestId('count-expected')).toHaveText('2');
    await expect(page.getByText("Cet écran s'ouvre aussi sans réseau sur ce téléphone.")).toBeVisible({
      timeout: 30_000,
    });

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Scanner le QR code' }).click();
    await expect(page.getByText('Embarquez', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Siège 3', { exact: true })).toBeVisible();
    await expect(page.getByText('Siège 4', { exact: true })).toBeVisible();
    await expect(page.getByTestId('count-boarded')).toHaveText('2');
    await page.setViewportSize({ width: 360, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('boarding-camera-360.png'), fullPage: true });
  } finally {
    await browser.close();
  }
});
