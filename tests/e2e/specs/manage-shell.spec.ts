import { expect, test } from '@playwright/test';
import { signIn } from '../helpers';

// Every entry a tenant manager holds a permission for (manage-tenants is the platform's, not the tenant's).
const MANAGER_ENTRIES = [
  'Organisations', 'Organisation types', 'Users', 'Roles',
  'Vessels', 'Vessel types', 'Vessel groups', 'Vessel categories', 'Vessel breach rules', 'Data imports',
  'Areas & Rates', 'Area rules', 'Discount scales', 'Supplements & Discounts', 'Coverage types', 'Rounding scales', 'Terms and conditions',
  'Breaches', 'Breach validators', 'Incidents', 'Intelligence reports', 'Threat Assessments', 'Raptor Signals',
  'External providers', 'External mappings', 'Webhooks',
  'Tenant settings', 'E-mail templates', 'Currencies', 'Custom content',
];

test.describe('the manager area', () => {
  test('a manager sees every tenant entry, grouped, in a 280 px drawer', async ({ page }) => {
    await signIn(page, 'manager@nordic.test', '/manage');
    const menu = page.getByTestId('manage-menu');
    for (const name of MANAGER_ENTRIES) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(MANAGER_ENTRIES.length);
    await expect(page.getByTestId('manage-tenant-name')).toHaveText('Nordic War Risks');
    const drawer = await page.locator('.MuiDrawer-paper').boundingBox();
    expect(drawer?.width).toBe(280);
    await expect(page.getByRole('link', { name: 'Exit Manager' })).toHaveAttribute('href', /\/$/);
    // One overview card per entry.
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(MANAGER_ENTRIES.length);
    // The filter box narrows the menu as one types.
    await page.getByRole('textbox', { name: 'Find a section' }).fill('vessel');
    await expect(menu.getByRole('link')).toHaveCount(5);
  });

  test('the entry is highlighted when the path contains its path', async ({ page }) => {
    await signIn(page, 'manager@nordic.test', '/manage/organisations');
    const link = page.getByTestId('manage-menu').getByRole('link', { name: 'Organisations', exact: true });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('manage-menu').getByRole('link', { name: 'Organisation types' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('an organisation administrator sees only organisation entries and its own records', async ({ page }) => {
    await signIn(page, 'orgadmin@nordic.test', '/manage/organisations');
    const menu = page.getByTestId('manage-menu');
    await expect(menu.getByRole('link')).toHaveText(['Organisations', 'Users', 'Vessels', 'Vessel groups', 'E-mail templates']);
    const rows = page.getByRole('main').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Fjordline Tankers AS');
    await expect(rows.nth(1)).toContainText('Fjordline Tankers Singapore Pte');
    await page.goto('/manage/roles');
    await expect(page.getByText('403')).toBeVisible();
  });

  for (const path of ['/manage/users', '/manage']) {
    test(`staff cannot open ${path} by URL`, async ({ page }) => {
      await signIn(page, 'staff@nordic.test', path);
      await expect(page.getByTestId('error-message')).toBeVisible();
      await expect(page.getByText('403')).toBeVisible();
      await expect(page.getByTestId('manage-menu')).toHaveCount(0);
      await expect(page.getByRole('table')).toHaveCount(0);
    });
  }
});
