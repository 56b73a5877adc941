import { expect, test } from '@playwright/test';
import { apiToken } from './admin-helpers';
import { approvedApplicant, newApplicant } from './support/operator';
import { newUser, registerThroughApi } from './support/users';

// The invitation page (DESIGN §9): what it offers, a new person's account, a signed-in person's one tap, and a
// link that has served.

test('a new person sets their names and password from the invitation and lands in the workspace', async ({
  page,
  request,
}) => {
  const applicant = await approvedApplicant(request);
  await page.goto(applicant.invitation);
  await expect(page.getByRole('heading', { name: `${applicant.companyName} vous invite` })).toBeVisible();
  await expect(page.getByText('Gérant', { exact: true })).toBeVisible();
  await expect(page.getByText(applicant.email)).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`invitation-${width}.png`), fullPage: true });
  }

  await page.getByRole('button', { name: 'Créer mon compte et rejoindre' }).click();
  await expect(page.getByText('Le prénom est requis')).toBeVisible();
  await page.getByLabel('Prénom').fill('Mariam');
  await page.getByLabel('Nom', { exact: true }).fill('Traoré');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Compagnie#2026');
  await page.getByRole('button', { name: 'Créer mon compte et rejoindre' }).click();
  await expect(page).toHaveURL(/\/operator\//);
  await expect(page.getByText('Bonjour, Mariam')).toBeVisible();

  // Used once: the same link now says so.
  await page.goto(applicant.invitation);
  await expect(page.getByText('Cette invitation n’est plus valable')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('invitation-used-1280.png'), fullPage: true });
});

test('a signed-in person joins with the account they have in one tap', async ({ page, request }) => {
  const person = newUser();
  await registerThroughApi(request, person);
  const applicant = await approvedApplicant(request, { ...newApplicant(), email: person.email });
  const token = await apiToken(request, person.email, person.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto(applicant.invitation);
  await page.getByRole('button', { name: `Rejoindre ${applicant.companyName}` }).click();
  await expect(page).toHaveURL(/\/operator\//);
  await expect(page.getByText(`Bonjour, ${person.firstName}`)).toBeVisible();
});

test('a visitor whose e-mail has an account is asked to sign in first', async ({ page, request }) => {
  const person = newUser();
  await registerThroughApi(request, person);
  const applicant = await approvedApplicant(request, { ...newApplicant(), email: person.email });
  await page.goto(applicant.invitation);
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Email ou téléphone').fill(person.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: `Rejoindre ${applicant.companyName}` }).click();
  await expect(page).toHaveURL(/\/operator\//);
});
