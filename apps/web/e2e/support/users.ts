import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  /** Ten national digits, e.g. "0712345678". */
  phone: string;
  dateOfBirth: string;
  password: string;
}

function digits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

/** A new traveller for each test: no test depends on another's data. */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  const id = `${Date.now().toString(36)}${digits(4)}`;
  return {
    firstName: 'Awa',
    lastName: 'Koné',
    email: `awa.${id}@gbaka.test`,
    phone: `07${digits(8)}`,
    dateOfBirth: '1990-05-14',
    password: 'Voyage#2025',
    ...overrides,
  };
}

/** "07 12 34 56 78": the way people write Ivorian numbers. */
export function spacedPhone(phone: string): string {
  return phone.match(/\d{2}/g)!.join(' ');
}

/** Creates the account through the API, faster than the wizard when the test is about something else. */
export async function registerThroughApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/users/register', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      dateOfBirth: user.dateOfBirth,
      password: user.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email ou téléphone').fill(identifier);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie!')).toBeVisible();
}

/** The header's account menu button, named after the signed-in user. */
export function accountMenu(page: Page) {
  return page.getByRole('button', { name: /^Menu du compte/ });
}

/**
 * Signs out from the account menu and waits until the header shows the sign-in link: the app tells the server
 * first (SPEC §4), and a page loaded before the answer would still find the session.
 */
export async function signOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('link', { name: 'Connexion / Inscription' })).toBeVisible();
}
