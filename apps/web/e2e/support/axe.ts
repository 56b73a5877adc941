import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Scrolls to the bottom until the page stops growing, then back to the top: the sections below the first screen
 * render only when scrolled to (RenderWhenNear), and axe must see them as a reader would.
 */
export async function revealWholePage(page: Page): Promise<void> {
  let height = 0;
  for (let round = 0; round < 8; round += 1) {
    const next = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    if (next === height) break;
    height = next;
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * DESIGN §8: no serious or critical axe violation, on the whole page. The toaster is left out: a toast fading in
 * or out has transient colours that axe misreads.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await revealWholePage(page);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, page.url()).toEqual([]);
}
