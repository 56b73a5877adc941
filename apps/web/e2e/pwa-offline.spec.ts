import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { chooseSeats, completeSandboxPayment, searchFromHome } from './support/booking';
import { accountMenu, newUser, registerThroughApi, signIn } from './support/users';

// Playwright's default, stated because every check below depends on the worker running.
test.use({ serviceWorkers: 'allow' });

/** Resolves once the service worker is active, its precache written, and the page under its control. */
async function serviceWorkerInControl(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .not.toBeNull();
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

function storedTicketCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('gbaka-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('tickets').objectStore('tickets').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

test('the manifest is served and valid, its icons load, and the service worker registers', async ({
  page,
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Gbaka', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  // Never kept by the HTTP cache: a deploy's new worker is seen on the next load.
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  expect(await serviceWorkerInControl(page)).toMatch(/\/sw\.js$/);
  // The precache holds the app shell and the public pages, never the back office.
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((name) => name.includes('precache'))!);
    return (await cache.keys()).map((entry) => new URL(entry.url).pathname);
  });
  expect(precached).toContain('/index.html');
  expect(precached.some((path) => /^\/assets\/offline-tickets-page-.*\.js$/.test(path))).toBe(true);
  expect(precached.filter((path) => /\/assets\/(admin|dashboard-page|users-page)-/.test(path))).toEqual([]);
  expect(precached.filter((path) => path.startsWith('/api/'))).toEqual([]);
});

test('a paid ticket opens without a network, with its QR code, until sign-out', async ({
  page,
  context,
  request,
}, testInfo) => {
  const user = newUser({ firstName: 'Mariam', lastName: 'Traoré' });
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);
  await serviceWorkerInControl(page);

  await searchFromHome(page);
  const card = page.getByRole('article').first();
  const company = (await card.getByRole('heading', { level: 4 }).textContent())!;
  await card.getByRole('button', { name: 'Sélectionner' }).click();
  const [seat] = await chooseSeats(page, 1);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await page.getByRole('button', { name: /^Payer/ }).click();
  await completeSandboxPayment(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('bookingId')!.slice(-8).toUpperCase();
  // A computer keeps it in its browser: only a phone is told "sur ce téléphone" (issue 16).
  await expect(
    page.getByText("Billet enregistré dans ce navigateur : il s'ouvre même sans connexion."),
  ).toBeVisible();
  await expect(page.getByText(/sur ce téléphone/)).toHaveCount(0);
  expect(await storedTicketCount(page)).toBe(1);

  // No network: the confirmation page, reloaded, cannot ask the API who is signed in; the saved tickets open instead.
  await context.setOffline(true);
  // The emulation reaches the worker too: what it serves now can only come from its caches.
  const [worker] = context.serviceWorkers();
  expect(
    await worker!.evaluate(() =>
      fetch('/', { cache: 'no-store' }).then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL('/tickets');
  await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors connexion.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes billets' })).toBeVisible();
  const ticket = page.getByRole('article');
  await expect(ticket).toHaveCount(1);
  await expect(ticket).toContainText(reference);
  await expect(ticket).toContainText('Mariam Traoré');
  await expect(ticket).toContainText('Abidjan');
  await expect(ticket).toContainText('Yamoussoukro');
  await expect(ticket).toContainText(company);
  await expect(ticket).toContainText(String(seat));
  await expect(ticket).toContainText('CONFIRMÉ');
  // The short code a conductor types when the QR code does not scan (DESIGN §10), kept with the ticket.
  await expect(ticket.getByTestId('boarding-code')).toHaveText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  // The date in French, as the ticket prints it.
  const departure = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const tripDate = (language: string) =>
    new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${departure}T00:00:00Z`));
  await expect(ticket).toContainText(tripDate('fr'));
  const qr = ticket.getByRole('img', { name: `QR code du billet ${reference}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);

  // Still offline, in English (its catalogues are precached too), opened straight from the home-screen shortcut.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'My tickets' })).toBeVisible();
  await expect(page.getByText('You are offline.')).toBeVisible();
  await expect(ticket).toContainText(tripDate('en'));
  await expect(page.getByRole('img', { name: `QR code of ticket ${reference}` })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('offline-ticket-phone.png'), fullPage: true });
  await expectNoSeriousViolations(page);
  await page.evaluate(() => localStorage.setItem('language', 'fr'));

  // Back online, sign-out leaves no ticket on the phone.
  await context.setOffline(false);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/profile');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('link', { name: 'Connexion / Inscription' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .not.toContain('gbaka-offline');
  await page.goto('/tickets');
  await expect(page.getByText('Connectez-vous pour retrouver vos billets')).toBeVisible();
});
