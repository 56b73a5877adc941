import { expect, test, type Locator } from '@playwright/test';
import {
  chooseSeats,
  completeSandboxPayment,
  daysAhead,
  nameTravellers,
  searchFromHome,
} from './support/booking';
import { latestMessageTo } from './support/outbox';
import { newUser, registerThroughApi, signIn } from './support/users';

/** A result card's company (its level-4 heading) and its departure time. */
async function cardFacts(card: Locator) {
  const company = (await card.getByRole('heading', { level: 4 }).textContent())!.trim();
  const time = /\d\d:\d\d/.exec((await card.textContent())!)![0];
  return { company, time };
}

test('a round trip out with one company and back with another shows each leg its own company everywhere', async ({
  page,
  request,
}, testInfo) => {
  const user = newUser();
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);

  await searchFromHome(page, { departureDate: daysAhead(5), returnDate: daysAhead(7) });
  const outboundCard = page
    .getByRole('region', { name: /^Aller/ })
    .getByRole('article')
    .first();
  const out = await cardFacts(outboundCard);
  await outboundCard.getByRole('button', { name: 'Sélectionner' }).click();
  await chooseSeats(page, 2);
  await page.getByRole('button', { name: 'Continuer : choisir le retour' }).click();

  // The way back with the first other company on the list.
  const returns = page.getByRole('region', { name: /^Retour/ }).getByRole('article');
  await expect(returns.first()).toBeVisible();
  let backCard: Locator | null = null;
  for (let i = 0; i < (await returns.count()); i += 1) {
    if ((await cardFacts(returns.nth(i))).company !== out.company) {
      backCard = returns.nth(i);
      break;
    }
  }
  expect(backCard, 'a return by another company').not.toBeNull();
  const back = await cardFacts(backCard!);
  await backCard!.getByRole('button', { name: 'Sélectionner' }).click();
  await chooseSeats(page, 2);
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await nameTravellers(page, ['Awa Koné', 'Koffi Koné']);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await completeSandboxPayment(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();

  // The ticket: each journey with its company, bus, date and times.
  const ticket = page.locator('#printable-ticket');
  const journeys = ticket.locator('h3');
  await expect(journeys).toHaveText(['Aller', 'Retour']);
  const outJourney = ticket.locator('div', { has: page.getByRole('heading', { name: 'Aller' }) }).last();
  const backJourney = ticket.locator('div', { has: page.getByRole('heading', { name: 'Retour' }) }).last();
  await expect(outJourney).toContainText(`Compagnie${out.company}`);
  await expect(outJourney).toContainText(out.time);
  await expect(outJourney).toContainText('Car');
  await expect(outJourney).not.toContainText(back.company);
  await expect(backJourney).toContainText(`Compagnie${back.company}`);
  await expect(backJourney).toContainText(back.time);
  await expect(backJourney).toContainText('Car');

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`ticket-two-companies-${width}.png`), fullPage: true });
  }

  // The print view is the same ticket, alone in its window.
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Imprimer dans une fenêtre' }).click();
  const popup = await popupPromise;
  await expect(popup.locator('#printable-ticket')).toContainText(out.company);
  await expect(popup.locator('#printable-ticket')).toContainText(back.company);
  await popup.close();

  // The mail: a company line per leg.
  await expect.poll(async () => (await latestMessageTo(user.email)).subject).toMatch(/^Votre billet Gbaka/);
  const mail = await latestMessageTo(user.email);
  expect(mail.text).toContain(`Compagnie (aller) : ${out.company}`);
  expect(mail.text).toContain(`Compagnie (retour) : ${back.company}`);

  // The profile: both legs, each with its company.
  await page.goto('/profile');
  const card = page
    .getByRole('region', { name: /À venir/ })
    .getByRole('listitem')
    .first();
  await expect(card.locator('p', { hasText: /^Aller :/ })).toContainText(out.company);
  await expect(card.locator('p', { hasText: /^Retour :/ })).toContainText(back.company);
});
