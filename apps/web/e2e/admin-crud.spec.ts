import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, unique } from './admin-helpers';

async function dialog(page: Page, name: string) {
  const element = page.getByRole('dialog', { name });
  await expect(element).toBeVisible();
  return element;
}

function digits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

test('users: add, search, edit, ban and delete, each confirmed', async ({ page }) => {
  const lastName = unique('Bamba').replace(' ', '');
  const email = `${lastName.toLowerCase()}@gbaka.test`;
  await signInAsAdmin(page, '/admin/users');

  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
  let form = await dialog(page, 'Nouvel utilisateur');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Le prénom est requis')).toBeVisible();
  await expect(form.getByText('La date de naissance est requise')).toBeVisible();
  await expect(form.getByText('Mot de passe requis')).toBeVisible();
  await expect(form.getByLabel('Compte banni')).toBeHidden();
  await form.getByLabel('Prénom').fill('Kofi');
  await form.getByLabel('Nom', { exact: true }).fill(lastName);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Téléphone').fill(`05 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`);
  await form.getByLabel('Date de naissance').fill('1988-02-29');
  await form.getByLabel('Mot de passe', { exact: true }).fill('Kofi#2025x');
  await form.getByLabel('Rôle').selectOption({ label: 'Utilisateur' });
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Utilisateur créé')).toBeVisible();

  await page.getByLabel('Rechercher un utilisateur').fill(email);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toContainText('Actif');
  await expect(page.locator('tbody tr')).toHaveCount(1);

  await row.getByRole('button', { name: `Modifier Kofi ${lastName}` }).click();
  form = await dialog(page, "Modifier l'utilisateur");
  await expect(form.getByLabel('Nouveau mot de passe')).toHaveValue('');
  await expect(form.getByText('Laissez vide pour ne pas le changer.')).toBeVisible();
  await form.getByLabel('Prénom').fill('Kofi Junior');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Utilisateur mis à jour')).toBeVisible();
  await expect(row).toContainText('Kofi Junior');

  await row.getByRole('button', { name: /^Bannir/ }).click();
  let confirm = await dialog(page, "Bannir l'utilisateur");
  await confirm.getByRole('button', { name: 'Bannir' }).click();
  await expect(page.getByText('Utilisateur banni')).toBeVisible();
  await expect(row).toContainText('Banni');
  await row.getByRole('button', { name: /^Débannir/ }).click();
  confirm = await dialog(page, "Débannir l'utilisateur");
  await confirm.getByRole('button', { name: 'Débannir' }).click();
  await expect(page.getByText('Utilisateur débanni')).toBeVisible();

  await row.getByRole('button', { name: /^Supprimer/ }).click();
  confirm = await dialog(page, 'Confirmer la suppression');
  await expect(confirm).toContainText('Cette action est irréversible.');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Utilisateur supprimé')).toBeVisible();
  await expect(page.getByText('Aucun utilisateur trouvé')).toBeVisible();
});

test('cities: add with coordinates and badges, edit, delete; a city in use cannot go', async ({ page }) => {
  const name = unique('Ville');
  await signInAsAdmin(page, '/admin/cities');

  await page.getByRole('button', { name: 'Ajouter une ville' }).click();
  const form = await dialog(page, 'Nouvelle ville');
  await form.getByLabel('Nom', { exact: true }).fill(name);
  await form.getByLabel(/Latitude/).fill('95');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Latitude invalide (entre -90 et 90)')).toBeVisible();
  await form.getByLabel(/Latitude/).fill('6,82056');
  await form.getByLabel(/Longitude/).fill('-5.27674');
  await form.getByLabel('Ville vedette (mise en avant)').check();
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Ville ajoutée')).toBeVisible();

  await page.getByLabel('Rechercher une ville').fill(name);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText("Côte d'Ivoire");
  await expect(row).toContainText('6.8206, -5.2767');
  await expect(row).toContainText('Vedette');
  await expect(row).not.toContainText('International');
  await expect(row.getByRole('cell').nth(1)).toHaveText('-');

  await row.getByRole('button', { name: `Modifier ${name}` }).click();
  const edit = await dialog(page, 'Modifier la ville');
  await edit.getByLabel(/Région/).fill('Bélier');
  await edit.getByLabel(/Latitude/).fill('');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Ville mise à jour')).toBeVisible();
  await expect(row).toContainText('Bélier');

  await row.getByRole('button', { name: `Supprimer ${name}` }).click();
  const confirm = await dialog(page, 'Confirmer la suppression');
  await expect(confirm).toContainText(`« ${name} »`);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Ville supprimée')).toBeVisible();
  await expect(page.getByText('Aucune ville trouvée.')).toBeVisible();

  // Deleting something still in use says why.
  await page.getByLabel('Rechercher une ville').fill('Yamoussoukro');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('button', { name: 'Supprimer Yamoussoukro' }).click();
  await (await dialog(page, 'Confirmer la suppression')).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(/Cette ville est desservie par \d+ trajet/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Yamoussoukro/ })).toBeVisible();
});

test('partners: add, approve, details, filter and delete', async ({ page }) => {
  const name = unique('Transports Partenaires');
  await signInAsAdmin(page, '/admin/partners');

  await page.getByRole('button', { name: 'Ajouter un partenaire' }).click();
  const form = await dialog(page, 'Nouveau partenaire');
  await form.getByLabel('Nom de la compagnie').fill(name);
  await form.getByLabel('E-mail').fill('partenariat@transports.ci');
  await form.getByLabel('Téléphone').fill('0102030405');
  await form.getByLabel(/Message/).fill('Dix cars entre Abidjan et San-Pédro.');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Partenaire ajouté')).toBeVisible();

  await page.getByLabel('Rechercher un partenaire').fill(name);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('En attente');
  await expect(card).toContainText('Dix cars entre Abidjan et San-Pédro.');
  await card.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByText('Partenaire approuvé')).toBeVisible();
  await expect(card).toContainText('Approuvé');
  await expect(card.getByRole('button', { name: 'Approuver' })).toBeHidden();

  await card.getByRole('button', { name: `Détails de ${name}` }).click();
  const details = await dialog(page, 'Détails du partenaire');
  await expect(details).toContainText('+225 01 02 03 04 05');
  await expect(details).toContainText(/\d{1,2} \S+ \d{4}( à)? \d\d:\d\d/);
  await page.keyboard.press('Escape');

  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'Rejeté' });
  await expect(page.getByText('Aucun partenaire ne correspond à vos critères de recherche.')).toBeVisible();
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'Approuvé' });
  await card.getByRole('button', { name: `Supprimer ${name}` }).click();
  await (await dialog(page, 'Confirmer la suppression')).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Partenaire supprimé')).toBeVisible();
  await expect(page.getByText('Aucun partenaire ne correspond à vos critères de recherche.')).toBeVisible();
});

test('routes: bulk delete needs a selection; select-all picks the page', async ({ page }) => {
  await signInAsAdmin(page, '/admin/routes');
  await page.getByRole('button', { name: 'Supprimer la sélection' }).click();
  await expect(page.getByText('Aucun trajet sélectionné')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Sélectionner tous les trajets de la page' }).check();
  await expect(page.getByText('20 trajets sélectionnés')).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('0 trajet sélectionné')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: /^Page/ }),
  ).toHaveCount(5);

  // The add dialog names every missing field at once.
  await page.getByRole('button', { name: 'Ajouter un trajet' }).click();
  const form = await dialog(page, 'Nouveau trajet');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText(/^Champs manquants : Départ, Arrivée, Date de départ/)).toBeVisible();
});

test('bookings: filters, CSV export and the old-bookings purge', async ({ page }) => {
  await signInAsAdmin(page, '/admin/bookings');
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'Terminée' });
  await expect(page.getByText('Aucune réservation trouvée')).toBeVisible();
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'Tous les statuts' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^reservations-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text).toString('utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.slice(1).split('\r\n')[0]).toBe(
    'Identifiant;Référence;Passager;E-mail;Téléphone;Trajet aller;Date aller;Heure aller;Trajet retour;Date retour;Sièges;Prix total (F CFA);Statut;Créée le',
  );

  await page.getByRole('button', { name: 'Supprimer les anciennes réservations' }).click();
  const confirm = await dialog(page, 'Supprimer les anciennes réservations');
  await expect(confirm).toContainText("depuis plus d'un an");
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(/ancienne\(s\) réservation\(s\) supprimée\(s\)/)).toBeVisible();
});
