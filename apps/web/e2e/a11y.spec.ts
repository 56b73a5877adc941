import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newUser, registerThroughApi, signIn } from './support/users';

/** DESIGN §8: no serious axe violation on any page, on a phone and on a desktop. */
async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

const publicPages = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/abcdefghijklmnopqrstuvwx',
  '/x',
];

for (const width of [360, 1280]) {
  test(`public pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of publicPages) {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    }
  });
}

test('the profile page and its dialog', async ({ page, request }) => {
  const user = newUser();
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);
  await page.goto('/profile');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page);
});
