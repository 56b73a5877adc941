import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiToken, expectNoSeriousViolations } from './admin-helpers';

// One test per screen and width rather than one walk through all of them: each stays well inside its time limit
// on a loaded machine (a walk of eleven screens took 50 s of its 120 under a load of 15), and a failure names its
// screen. The administrator's session is arranged through the API: signing in is tested elsewhere.

const screens = [
  'dashboard',
  'users',
  'companies',
  'routes',
  'buses',
  'bookings',
  'cities',
  'partners',
  'timetables',
  'boarding',
  'refunds',
  'ussd',
];

let token = '';
test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
});
test.beforeEach(async ({ page }) => {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
});

async function openScreen(page: Page, screen: string) {
  await page.goto(`/admin/${screen}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Chargement/ })).toHaveCount(0);
}

for (const width of [360, 1280]) {
  for (const screen of screens) {
    test(`/admin/${screen} at ${width} px has no serious axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openScreen(page, screen);
      await expectNoSeriousViolations(page);
      // Nothing but the tables' own cards scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // On a laptop the tables fit whole: no column hides under the pinned actions.
      if (width >= 1280) {
        const overflows = await page.evaluate(() =>
          [...document.querySelectorAll('[role=region]:has(> table)')].map(
            (r) => r.scrollWidth - r.clientWidth,
          ),
        );
        expect(
          overflows.filter((overflow) => overflow > 0),
          screen,
        ).toEqual([]);
      }
    });
  }
}

for (const [screen, button] of [
  ['routes', 'Ajouter un trajet'],
  ['timetables', 'Nouvelle ligne'],
] as const) {
  test(`the dialog of /admin/${screen} has no serious axe violation`, async ({ page }) => {
    await openScreen(page, screen);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
