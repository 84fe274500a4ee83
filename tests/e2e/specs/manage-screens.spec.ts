import { expect, test } from '@playwright/test';
import { signIn } from '../helpers';

// Screenshots of the manager screens in each language, kept as test artifacts and looked at.
const LANGUAGES = ['en-GB', 'fr-FR', 'nb-NO', 'ja-JP'];
const SCREENS: [string, string][] = [
  ['overview', '/manage'],
  ['organisations', '/manage/organisations'],
  ['organisation', '/manage/organisations/1'],
  ['users', '/manage/users'],
  ['user-new', '/manage/users/new'],
  ['roles', '/manage/roles/2'],
  ['currencies', '/manage/currencies'],
  ['tenant-settings', '/manage/tenant-settings'],
  ['email-template-new', '/manage/email-templates/new'],
  ['custom-content-new', '/manage/custom-content/new'],
  ['webhook-new', '/manage/webhooks/new'],
  ['external-providers', '/manage/external-providers'],
  ['terms-new', '/manage/terms-and-conditions/new'],
  ['tenant', '/manage/tenants/1'],
];

for (const lng of LANGUAGES) {
  test(`manager screens in ${lng}`, async ({ page }) => {
    await signIn(page, 'admin@nordic.test', '/manage');
    for (const [name, path] of SCREENS) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
      await expect(page.getByTestId('manage-menu')).toBeVisible();
      await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${process.env.SCREENS_DIR ?? 'test-results/screens'}/${lng}-${name}.png`, fullPage: true });
    }
  });
}
