import { expect, test } from '@playwright/test';
import { chooseSeats, completeSandboxPayment, searchFromHome } from './support/booking';
import { newUser, registerThroughApi, signIn } from './support/users';

/** Pages of a PDF that Chromium wrote: each page is one object of type /Page in clear. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;

test('a desktop confirmation: the ticket prints on one page with the Gbaka mark, kept "in this browser"', async ({
  page,
  request,
}) => {
  const user = newUser({ firstName: 'Awa', lastName: 'Diallo' });
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);
  await searchFromHome(page);
  await page.getByRole('article').first().getByRole('button', { name: 'Sélectionner' }).click();
  await chooseSeats(page, 1);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await page.getByRole('button', { name: /^Payer/ }).click();
  await completeSandboxPayment(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
  const ticket = page.locator('#printable-ticket');
  const reference = new URL(page.url()).searchParams.get('bookingId')!.slice(-8).toUpperCase();
  await expect(ticket).toContainText(reference);
  await expect(ticket.getByRole('img', { name: 'QR code du billet' })).toBeVisible();

  // A computer is not a phone: it says where the ticket really is.
  await expect(page.getByText(/enregistré sur ce téléphone/)).toHaveCount(0);
  await expect(page.getByText(/Billet enregistré dans ce navigateur/)).toBeVisible();

  // On paper: the ticket alone, with the mark, on one page.
  await expect(ticket.getByText('Gbaka', { exact: true })).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(ticket.getByText('Gbaka', { exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pageCount(pdf)).toBe(1);
  await page.screenshot({ path: 'test-results/ticket-print.png', fullPage: true });
});
