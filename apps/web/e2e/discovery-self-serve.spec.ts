import { expect, test } from '@playwright/test';

test('partner form: validation errors, then success and a cleared form', async ({ page }) => {
  await page.goto('/partner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const benefit of ['Boostez vos ventes', 'Plus de 10 000 voyageurs', 'Gestion simplifiée'])
    await expect(page.getByRole('heading', { name: benefit })).toBeVisible();

  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Le nom de la compagnie est requis')).toBeVisible();
  await page.getByLabel('E-mail').fill('pas-un-email');
  await page.getByLabel('Téléphone').fill('12');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Téléphone')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Nom de la compagnie').fill('Transports Lagunaires');
  await page.getByLabel('E-mail').fill(`contact.${Date.now()}@lagune.test`);
  await page.getByLabel('Téléphone').fill('07 08 09 10 11');
  await page.getByLabel('Message (facultatif)').fill('Trois cars sur Abidjan – San-Pédro.');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('✅ Votre demande a été envoyée avec succès !')).toBeVisible();
  await expect(page.getByLabel('Nom de la compagnie')).toHaveValue('');
});

test('cookie choices: defaults, saved choices survive a reload', async ({ page }) => {
  await page.goto('/cookies');
  const essential = page.getByRole('switch', { name: 'Cookies essentiels' });
  const analytics = page.getByRole('switch', { name: "Mesure d'audience" });
  const marketing = page.getByRole('switch', { name: 'Marketing' });
  const personalization = page.getByRole('switch', { name: 'Personnalisation' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(analytics).toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(personalization).toBeChecked();

  await analytics.uncheck();
  await marketing.check();
  await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(page.getByText('Vos préférences de cookies ont été enregistrées.')).toBeVisible();
  await page.reload();
  await expect(analytics).not.toBeChecked();
  await expect(marketing).toBeChecked();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences')!))).toEqual({
    essential: true,
    analytics: false,
    marketing: true,
    personalization: true,
  });

  await page.getByRole('button', { name: 'Refuser les cookies optionnels' }).click();
  await page.reload();
  for (const optional of [analytics, marketing, personalization]) await expect(optional).not.toBeChecked();
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  await page.reload();
  for (const optional of [analytics, marketing, personalization]) await expect(optional).toBeChecked();
});

test('help: five questions in an accordion, a contact card and FAQ structured data', async ({ page }) => {
  await page.goto('/help');
  const questions = page.locator('details summary');
  await expect(questions).toHaveCount(5);
  await questions.nth(2).click();
  await expect(page.getByText(/50 % du prix est retenu/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '+225 27 20 00 00 00' })).toBeVisible();
  const faq = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(faq.some((json) => JSON.parse(json)['@type'] === 'FAQPage')).toBe(true);
});

test('legal pages: every path, ten sections each', async ({ page }) => {
  for (const [path, title] of [
    ['/privacy-policy', 'Politique de confidentialité'],
    ['/politique-confidentialite', 'Politique de confidentialité'],
    ['/privacy', 'Politique de confidentialité'],
    ['/terms-of-service', "Conditions d'utilisation"],
    ['/conditions-utilisation', "Conditions d'utilisation"],
    ['/conditions', "Conditions d'utilisation"],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('article section h2')).toHaveCount(10);
  }
  await expect(page.getByText('tribunaux d’Abidjan').or(page.getByText(/tribunaux d'Abidjan/))).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByText('Dernière mise à jour : 28 mai 2025')).toBeVisible();
  await expect(page.getByText(/10 ans/)).toBeVisible();
});

test('site metadata: title, description, Open Graph, Organization with opening hours', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Gbaka/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/);
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((j) =>
    JSON.parse(j),
  );
  const org = blocks.find((b) => b['@type'] === 'Organization');
  expect(org.openingHoursSpecification).toHaveLength(3);
  const image = await request.get('/og-image.png');
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await request.get('/robots.txt')).status()).toBe(200);
  expect(await (await request.get('/sitemap.xml')).text()).toContain('<loc>https://gbaka.ci/routes</loc>');
  await page.goto('/stations');
  await expect(page.getByRole('heading', { name: 'Gares routières' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/bus-stations$/);
  const crumbs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((j) =>
    JSON.parse(j),
  );
  expect(crumbs.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
});
