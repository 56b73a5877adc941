import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, expectNoSeriousViolations } from './admin-helpers';
import { newCompanyManager } from './support/operator';

// DESIGN §9: the administrator sees every company's workspace from the companies screen: its commission rate
// (and changes it), its members, and a month's statement with its files.

test("the administrator reads a company's members and statement and sets its commission", async ({
  page,
  request,
}) => {
  const manager = await newCompanyManager(request);
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/admin/companies');
  await page.getByLabel('Rechercher une compagnie').fill(manager.companyName);
  await page.getByLabel('Rechercher une compagnie').press('Enter');
  await page
    .getByRole('button', { name: `Espace de ${manager.companyName} : commission, membres, relevé` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Espace de ${manager.companyName}` });
  await expect(dialog.getByText(`${manager.firstName} ${manager.lastName}`)).toBeVisible();
  await expect(dialog.getByText('Gérant', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Commission (%)')).toHaveValue('8');
  await expect(dialog.getByText('Net dû à la compagnie')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('admin-company-workspace-1280.png') });

  await dialog.getByLabel('Commission (%)').fill('10');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modifications enregistrées')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Relevé PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
});
