import { expect, test } from '@playwright/test';
import { chooseLanguage, expectNoSeriousViolations } from './support/discovery';

/** Each public page of the discovery area and its main heading in French, English and Spanish. */
const pages: [string, string, string, string][] = [
  ['/', 'Voyagez en car', 'Travel by bus', 'Viaje en autobús'],
  ['/bus-stations', 'Gares routières', 'Bus stations', 'Estaciones de autobuses'],
  ['/routes', 'Itinéraires', 'Routes', 'Rutas'],
  ['/track-travel', 'Suivre mon voyage', 'Track my trip', 'Seguir mi viaje'],
  ['/help', 'Aide', 'Help', 'Ayuda'],
  ['/privacy-policy', 'Politique de confidentialité', 'Privacy policy', 'Política de privacidad'],
  ['/terms-of-service', "Conditions d'utilisation", 'Terms of use', 'Condiciones de uso'],
  ['/cookies', 'Préférences de cookies', 'Cookie preferences', 'Preferencias de cookies'],
  ['/partner', 'Compagnies de transport', 'Transport companies', 'Compañías de transporte'],
];

test('the language menu switches every public page to English and Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, fr, en, es] of pages) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(fr);
    await chooseLanguage(page, /^Langue/, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading).toContainText(en);
    await chooseLanguage(page, /^Language/, 'Español');
    await expect(heading).toContainText(es);
    await chooseLanguage(page, /^Idioma/, 'Français');
    await expect(heading).toContainText(fr);
  }
});

test('prices and dates follow the language', async ({ page }) => {
  await page.goto('/routes');
  const card = page.getByRole('article').first();
  await expect(card).toContainText(/\d[\s\u202f]?\d{3}\s?F\s?CFA/);
  await chooseLanguage(page, /^Langue/, 'English');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Routes');
  await expect(card).toContainText(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/);
  await chooseLanguage(page, /^Language/, 'Français');
});

for (const width of [360, 1280]) {
  test(`axe: no serious violation on the discovery pages at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const paths = [
      ...pages.map(([path]) => path),
      '/stations',
      '/track',
      '/politique-confidentialite',
      '/conditions-utilisation',
      '/stations/01234567-89ab-7def-8123-456789abcdef',
    ];
    for (const path of paths) {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    }
    // A station's detail, each tab.
    await page.goto('/bus-stations');
    await page.getByRole('link', { name: /Gare / }).first().click();
    for (const tab of ['Informations', /Routes disponibles/, 'Localisation', 'Services']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoSeriousViolations(page);
    }
  });
}
