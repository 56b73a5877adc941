import { expect, test, type Page } from '@playwright/test';
import { apiToken, bookThroughApi, expectNoSeriousViolations } from './admin-helpers';
import {
  arrangeLine,
  managerToken,
  newCompanyManager,
  payThroughApi,
  type CompanyManager,
} from './support/operator';
import { newUser, registerThroughApi } from './support/users';

// Every screen of the companies' workspace at a phone's and a laptop's width: no serious axe violation, nothing
// scrolls sideways but a table's own region, and a screenshot to look at. One company for the whole file, with a
// line and a paid booking on its first departure.

let manager: CompanyManager;
let token = '';
let tripId = '';

test.beforeAll(async ({ request }) => {
  manager = await newCompanyManager(request);
  token = await managerToken(request, manager);
  const departure = await arrangeLine(request, token);
  tripId = departure._id;
  const traveller = newUser({ firstName: 'Aya', lastName: 'Bamba' });
  await registerThroughApi(request, traveller);
  const booking = await bookThroughApi(request, traveller, departure, [4]);
  await payThroughApi(request, await apiToken(request, traveller.email, traveller.password), booking._id);
});
test.beforeEach(async ({ page }) => {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
});

async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Chargement/ })).toHaveCount(0);
}

const screens = ['departures', 'manifest', 'fleet', 'timetables', 'staff', 'statements'];

for (const width of [360, 1280]) {
  for (const screen of screens) {
    test(`/operator/${screen} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openScreen(
        page,
        screen === 'manifest' ? `/operator/departures/${tripId}` : `/operator/${screen}`,
      );
      await expectNoSeriousViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`${screen}-${width}.png`), fullPage: true });
    });
  }
}

test('on a phone the manifest lists each seat as a card with its passenger, and refreshes by itself', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openScreen(page, `/operator/departures/${tripId}`);
  const seats = page.getByRole('list', { name: 'Sièges du départ' });
  await expect(seats.getByRole('listitem').filter({ hasText: 'Aya Bamba' })).toContainText('Payé');
  await expect(seats.getByRole('listitem').filter({ hasText: 'Aya Bamba' })).toContainText('Pas encore');
  // A manifest asks again while open: the next answer arrives without a reload.
  const next = page.waitForResponse((r) => r.url().includes(`/operator/departures/${tripId}/manifest`));
  expect((await next).status()).toBe(200);
});

test('the staff list is a card per member on a phone and a table from a tablet up', async ({ page }) => {
  const name = `${manager.firstName} ${manager.lastName}`;
  await page.setViewportSize({ width: 360, height: 800 });
  await openScreen(page, '/operator/staff');
  const cards = page.getByRole('list', { name: 'Membres' });
  await expect(cards.getByRole('listitem').filter({ hasText: name })).toContainText('Gérant');
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('staff-cards-360.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    page.getByRole('region', { name: 'Membres' }).getByRole('row', { name: new RegExp(name) }),
  ).toContainText('Gérant');
  await expect(cards).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('staff-table-1280.png'), fullPage: true });
});

test('the dialogs of the workspace have no serious axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openScreen(page, `/operator/departures/${tripId}`);
  for (const [open, title] of [
    ['Signaler un retard', 'Signaler un retard'],
    ['Changer le tarif', 'Changer le tarif'],
    ['Annuler le départ', 'Annuler le départ'],
  ] as const) {
    await page.getByRole('button', { name: open }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: test.info().outputPath(`dialog-${open}.png`) });
    await page.keyboard.press('Escape');
  }
  await openScreen(page, '/operator/staff');
  await page.getByRole('button', { name: 'Inviter' }).click();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('dialog-invite.png') });
});
