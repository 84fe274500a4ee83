import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../helpers';

const main = (page: Page) => page.getByRole('main').last();

test.describe('manager resources', () => {
  test('a filtered list survives reload and back', async ({ page }) => {
    await signIn(page, 'manager@nordic.test', '/manage/organisations');
    await expect(main(page).locator('tbody tr')).toHaveCount(6);
    await page.getByRole('searchbox', { name: 'Search' }).fill('fjordline');
    await expect(page).toHaveURL(/q=fjordline/);
    await expect(main(page).locator('tbody tr')).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('fjordline');
    await expect(main(page).locator('tbody tr')).toHaveCount(2);
    await page.getByRole('button', { name: 'Country' }).click();
    await expect(page).toHaveURL(/sort=country/);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page).toHaveURL(/q=fjordline/);
    await page.goBack();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(main(page).locator('tbody tr')).toHaveCount(6);
  });

  test('organisations: create, edit, delete with confirmation, and the audit entries', async ({ page }) => {
    await signIn(page, 'manager@nordic.test', '/manage/organisations');
    await page.getByRole('link', { name: 'New' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Required')).toBeVisible();
    await page.getByLabel('Name').fill('Hardanger Reefer AS');
    await page.getByLabel('Contact e-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Not a valid e-mail address')).toBeVisible();
    await page.getByLabel('Contact e-mail').fill('ops@hardanger.test');
    await page.getByLabel('Country').fill('NO');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hardanger Reefer AS' })).toBeVisible();
    await expect(page.getByTestId('history-entry')).toHaveCount(1);
    await expect(page.getByTestId('history-entry').first()).toContainText('Created');

    await page.getByLabel('VAT number').fill('NO912345678MVA');
    // Unsaved changes: leaving asks first.
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('history-entry')).toHaveCount(2);
    await expect(page.getByTestId('history-entry').first()).toContainText('VAT number: — → NO912345678MVA');
    await expect(page.getByTestId('history-entry').first()).toContainText('Magnus Haugen');
    await expect(page.getByRole('link', { name: 'Invoice settings' }).last()).toHaveAttribute('href', /\/manage\/invoices\?organisation_id=\d+$/);

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Hardanger Reefer AS?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hardanger Reefer AS' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/manage\/organisations$/);
    await expect(main(page).getByText('Hardanger Reefer AS')).toHaveCount(0);
  });

  test('an organisation in use cannot be deleted and the page says why', async ({ page }) => {
    await signIn(page, 'manager@nordic.test', '/manage/organisations?q=Bergen');
    await main(page).getByText('Bergen Bulk Carriers ASA').click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toContainText('still in use');
    await expect(page.getByRole('heading', { level: 1, name: 'Bergen Bulk Carriers ASA' })).toBeVisible();
  });

  test('roles: create with permissions, rename, delete, with history', async ({ page }) => {
    await signIn(page, 'manager@nordic.test', '/manage/roles/new');
    await page.getByLabel('Name').fill('claims-handler');
    await page.getByLabel('Description').fill('Handles claims');
    await page.getByRole('checkbox', { name: 'View trips' }).check();
    await page.getByRole('checkbox', { name: 'View vessels' }).check();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'claims-handler' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'View trips' })).toBeChecked();
    await page.getByLabel('Name').fill('claims-team');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('history-entry').first()).toContainText('claims-handler → claims-team');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/manage\/roles$/);
    await expect(main(page).getByText('claims-team')).toHaveCount(0);
  });

  test('the super-admin role is reserved: shown read-only', async ({ page }) => {
    await signIn(page, 'manager@nordic.test', '/manage/roles');
    await main(page).getByText('super-admin', { exact: true }).click();
    await expect(page.getByText('Reserved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  test('users: invite, deactivate, delete, with history', async ({ page }) => {
    await signIn(page, 'manager@nordic.test', '/manage/users/new');
    await page.getByLabel('Name').fill('Solveig Moe');
    await page.getByLabel('E-mail').fill('solveig@nordic.test');
    await page.getByLabel('Roles').click();
    await page.getByRole('option', { name: 'staff' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solveig Moe' })).toBeVisible();
    await expect(page.getByText('Invitation pending')).toBeVisible();
    await page.getByRole('button', { name: 'Send the invitation again' }).click();
    await expect(page.getByTestId('history-entry').first()).toContainText('Invitation sent');
    await page.getByRole('switch', { name: 'Active' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(page.getByTestId('history-entry').first()).toContainText('Active: true → false');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/manage\/users$/);
    await expect(main(page).getByText('solveig@nordic.test')).toHaveCount(0);
  });
});
