import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { chooseSeats, searchFromHome } from './support/booking';
import { newUser, registerThroughApi } from './support/users';

test('the hero form: city list, hints, swap', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Rechercher un trajet' });
  const from = form.getByRole('combobox', { name: 'Départ' });
  const to = form.getByRole('combobox', { name: 'Arrivée' });
  const search = form.getByRole('button', { name: 'Rechercher' });
  await expect(from).toHaveValue('Abidjan');
  await expect(form.getByLabel('Heure')).toHaveValue('08:00');

  // Filtered list, keyboard choice.
  await from.fill('ou');
  await expect(from).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('listbox', { name: 'Départ' });
  await expect(list.getByRole('option', { name: 'Bouaké' })).toBeVisible();
  await expect(list.getByRole('option', { name: 'Abidjan' })).toHaveCount(0);
  await expect(search).toBeDisabled();
  await expect(form.getByText('Veuillez sélectionner une ville de départ')).toBeVisible();
  await from.press('ArrowDown');
  await from.press('Enter');
  await expect(from).not.toHaveValue('ou');
  await expect(from).toHaveAttribute('aria-expanded', 'false');
  await from.fill('zzz');
  await expect(list.getByText('Aucune ville trouvée')).toBeVisible();
  await from.press('Escape');
  await expect(from).toHaveAttribute('aria-expanded', 'false');

  // An exact name (any case) selects; the same city on the other side clears it.
  await from.fill('yamoussoukro');
  await expect(to).toHaveValue('');
  await expect(form.getByText("Veuillez sélectionner une ville d'arrivée")).toBeVisible();
  await expect(form.getByRole('button', { name: 'Inverser départ et arrivée' })).toBeDisabled();
  await to.fill('');
  await from.fill('');
  await expect(
    form.getByText("Veuillez sélectionner une ville de départ et une ville d'arrivée"),
  ).toBeVisible();
  await from.fill('Abidjan');
  await to.fill('Bouaké');
  await form.getByRole('button', { name: 'Inverser départ et arrivée' }).click();
  await expect(from).toHaveValue('Bouaké');
  await expect(to).toHaveValue('Abidjan');
  await expect(search).toBeEnabled();

  // Round trip: a return date not before the departure.
  await form.getByText('Aller-retour').click();
  const departure = await form.getByLabel('Date de départ').inputValue();
  await expect(form.getByLabel('Date de retour')).toHaveAttribute('min', departure);
  await expect(form.getByLabel('Date de départ')).toHaveAttribute('min', departure);
  await expectNoSeriousViolations(page);
});

test('/search without a search goes home with a toast', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByText('Paramètres de recherche manquants.', { exact: false })).toBeVisible();
  await expect(page.getByText('Paramètres manquants')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('results, filters, and an anonymous Select that signs in and comes back to the same trip', async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerThroughApi(request, user);
  await searchFromHome(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  const filters = page.getByRole('button', { name: /^Filtres/ });
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel(/^Premium/).check();
  await expect(filters).toContainText('actif');
  const premiumOnly = await page.getByRole('article').count();
  await page.getByLabel(/^Nuit/).check();
  await expect(
    page.getByText('Aucun trajet ne correspond à vos filtres.').or(page.getByRole('article').first()),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Effacer les filtres' }).first().click();
  await expect(filters).not.toContainText('actif');
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(premiumOnly);

  const card = page.getByRole('article').nth(1);
  const company = (await card.getByRole('heading', { level: 4 }).textContent())!;
  const time = (await card.locator('p.text-xl').first().textContent())!;
  await card.getByRole('button', { name: 'Sélectionner' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email ou téléphone').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page).toHaveURL('/select-seat');
  await expect(page.getByRole('heading', { name: 'Choisissez vos sièges' })).toBeVisible();
  await expect(page.getByText(`Départ ${time}`, { exact: false })).toBeVisible();
  await expect(page.getByText(company, { exact: false }).first()).toBeVisible();
  await chooseSeats(page, 1);
  await expectNoSeriousViolations(page);
});
