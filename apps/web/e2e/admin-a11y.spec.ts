import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, signInAsAdmin } from './admin-helpers';

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
];

for (const width of [360, 1280]) {
  test(`every admin screen at ${width} px has no serious axe violation`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await signInAsAdmin(page);
    for (const screen of screens) {
      await page.goto(`/admin/${screen}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Chargement/ })).toHaveCount(0);
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
    }
  });
}

test('the admin dialogs have no serious axe violation', async ({ page }) => {
  await signInAsAdmin(page, '/admin/routes');
  await page.getByRole('button', { name: 'Ajouter un trajet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/admin/timetables');
  await page.getByRole('button', { name: 'Nouvelle ligne' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page);
});
