import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../api/test/pdf-text';
import { daysAhead } from './support/booking';
import { newUser, registerThroughApi, signIn } from './support/users';

/**
 * Everything in the traveller's language (issue 16): an English-speaking traveller (English browser, English chosen
 * in the app) books and gets results, seat map, payment page, confirmation and PDF ticket in English.
 */
test.use({ locale: 'en-GB' });

test('English end to end: results, seats, payment page, confirmation and the PDF ticket', async ({
  page,
  request,
}) => {
  const user = newUser({ firstName: 'Grace', lastName: 'Mensah' });
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  await page.goto(`/search?from=Abidjan&to=Yamoussoukro&departureDate=${daysAhead(3)}`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Other dates' })).toBeVisible();
  await expect(cards.first()).toContainText('+ 6.5% service fee');
  // Bus classes and badges in English, never the operator's French words.
  const results = (await page.locator('main').textContent())!;
  expect(results).toContain('Early departure');
  expect(results).toContain('Night trip');
  expect(results).toMatch(/Standard|Comfort/);
  expect(results).not.toMatch(/Classique|Départ matinal|Voyage de nuit|par siège/);
  await expect(cards.filter({ hasText: '21:00' }).getByText('+1 d')).toBeVisible();

  await cards.first().getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your seats' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Seat \d+, available$/ })
    .first()
    .click();
  await expect(page.getByText(/Service fee \(6\.5%\)/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).first().click();
  await expect(page.getByRole('heading', { name: 'Details and payment' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();

  // The sandbox provider's page speaks English too.
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//);
  await expect(page.getByText('Secure payment')).toBeVisible();
  await page.getByLabel('Phone number').fill('07 12 34 56 78');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/confirmation-paiement\//);
  // The app starts afresh after the provider's page: slow on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText('Your payment is confirmed and your ticket is ready.', { exact: false }),
  ).toBeVisible();
  const bookingId = new URL(page.url()).searchParams.get('bookingId')!;
  const ticket = page.locator('#printable-ticket');
  await expect(ticket).toContainText(bookingId.slice(-8).toUpperCase());
  await expect(ticket).toContainText('CONFIRMED');

  // The PDF, read as text: in English, in the language the booking was made in.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the PDF' }).click();
  const download = await downloading;
  const text = pdfText(readFileSync((await download.path())!));
  for (const expected of [
    'BOOKING REFERENCE',
    'Travel ticket',
    'Total paid',
    'Show when boarding',
    'CONFIRMED',
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).toMatch(/departs \d\d:\d\d – arrives \d\d:\d\d/);
  expect(text).toMatch(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? \d{1,2} \w+ \d{4}/);
  expect(text).not.toMatch(/Total payé|départ|Billet de voyage/);
});

test("A station's page in English: its description in English, the French one nowhere", async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/stations');
  await page
    .getByRole('link', { name: /Lagune Express/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/stations\/[0-9a-f-]{36}$/);
  const english = page.getByText('Since 2004, Lagune Express has linked Abidjan with Yamoussoukro');
  await expect(english).toBeVisible();
  await expect(page.getByText('Depuis 2004, Lagune Express relie')).toHaveCount(0);
  // Search engines and shared links get the English text too.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Since 2004, Lagune Express/,
  );
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(english).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`station-en-${width}.png`), fullPage: true });
  }
});
