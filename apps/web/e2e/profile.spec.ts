import { expect, test } from '@playwright/test';
import { accountMenu, newUser, registerThroughApi, signIn, signOut, spacedPhone } from './support/users';

test('shows and edits the profile', async ({ page, request }) => {
  const user = newUser({ firstName: 'Adjoua', lastName: 'Yao' });
  // A number of its own: a retry must not find the first attempt's traveller holding it.
  const newPhone = spacedPhone(newUser().phone);
  const newEmail = newUser().email;
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);
  await page.goto('/profile');

  const card = page.locator('dl');
  await expect(card).toContainText(user.email);
  await expect(card).toContainText(`+225 ${spacedPhone(user.phone)}`);
  await expect(card).toContainText('14 mai 1990');
  await expect(page.getByText('Aucune réservation à venir')).toBeVisible();

  await page.getByRole('button', { name: 'Modifier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier mon profil' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Prénom')).toHaveValue('Adjoua');
  await dialog.getByLabel('Prénom').fill('Adjoua Marie');
  await dialog.getByLabel('Téléphone').fill(newPhone);
  await dialog.getByLabel('Date de naissance').fill('1985-12-03');
  await dialog.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau#2025');
  await dialog.getByLabel('Confirmer le nouveau mot de passe').fill('Autre#2025');
  await dialog.getByLabel('Confirmer le nouveau mot de passe').blur();
  await expect(dialog.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await dialog.getByLabel('Confirmer le nouveau mot de passe').fill('Nouveau#2025');
  await dialog.getByLabel('Email', { exact: true }).fill(newEmail);

  // A new password, e-mail or phone needs the current password: missing, then wrong, nothing is saved.
  const save = dialog.getByRole('button', { name: 'Enregistrer' });
  await save.click();
  await expect(
    dialog.getByText(
      "Saisissez votre mot de passe actuel pour changer le mot de passe, l'email ou le téléphone",
    ),
  ).toBeVisible();
  await dialog.getByLabel('Mot de passe actuel').fill('Pas#LeBon1');
  await save.click();
  await expect(dialog.getByText('Mot de passe actuel incorrect').first()).toBeVisible();
  await expect(card).toContainText(user.email);
  await dialog.getByLabel('Mot de passe actuel').fill(user.password);
  await save.click();

  await expect(page.getByText('Profil mis à jour!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Adjoua Marie Yao');
  await expect(card).toContainText(newEmail);
  await expect(card).toContainText(`+225 ${newPhone}`);
  await expect(card).toContainText('3 décembre 1985');
  await expect(accountMenu(page)).toContainText('Adjoua Marie Yao');

  await page.reload();
  await expect(card).toContainText(`+225 ${newPhone}`);

  // The new e-mail and password work.
  await signOut(page);
  await signIn(page, newEmail, 'Nouveau#2025');
});

test('the edit dialog closes with Escape and keeps the profile unchanged', async ({ page, request }) => {
  const user = newUser();
  await registerThroughApi(request, user);
  await signIn(page, user.email, user.password);
  await page.goto('/profile');
  const open = page.getByRole('button', { name: 'Modifier' });
  await open.click();
  await page.getByRole('dialog').getByLabel('Prénom').fill('Changé');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.locator('dl')).toContainText(`${user.firstName} ${user.lastName}`);
});
