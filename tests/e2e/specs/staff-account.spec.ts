import { expect, test } from '@playwright/test';
import { signIn, signInOnPage } from '../helpers';

test('account: the language choice is saved to the account and kept; other sessions can be signed out', async ({ page, browser }) => {
  await signIn(page, 'orgadmin@nordic.test', '/account');
  await expect(page.getByTestId('account-organisation')).toContainText('Fjordline Tankers AS');
  const sessions = page.getByTestId('account-sessions').getByRole('listitem');
  await expect(sessions.first()).toBeVisible();
  // Earlier specs may have left sessions of this user open: count from here.
  const before = await sessions.count();
  // A second session of the same user, in another browser.
  const second = await browser.newContext();
  const other = await second.newPage();
  await signIn(other, 'orgadmin@nordic.test', '/account');
  await page.reload();
  await expect(sessions).toHaveCount(before + 1);

  await page.getByRole('combobox', { name: 'Interface language' }).click();
  await page.getByRole('option', { name: /Français/ }).click();
  await expect(page.getByRole('heading', { name: 'Sessions actives' })).toBeVisible();

  await page.getByRole('button', { name: 'Déconnecter les autres sessions' }).click();
  await expect(page.getByTestId('account-sessions').getByRole('listitem')).toHaveCount(1);
  // The other browser's session is gone: its next API call is refused.
  const status = await other.evaluate(async () => (await fetch('/api/v1/seaward/user')).status);
  expect(status).toBe(401);
  await second.close();

  // The choice is saved to the server: a reload keeps it, and a new session reads it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sessions actives' })).toBeVisible();
  const fresh = await browser.newContext({ locale: 'en-GB' });
  const third = await fresh.newPage();
  await third.goto('/account');
  await signInOnPage(third, 'orgadmin@nordic.test');
  await third.waitForURL(/\/account$/);
  expect(await third.evaluate(async () => (await (await fetch('/api/v1/seaward/user')).json()).language)).toBe('fr-FR');
  await fresh.close();
});
