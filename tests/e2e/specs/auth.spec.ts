import { expect, test } from '@playwright/test';
import { PASSWORD, signIn, signInOnPage } from '../helpers';

test.describe('sign-in through the server-side authorization flow', () => {
  test('a signed-out deep link goes through sign-in and comes back to the same path and query', async ({ page }) => {
    await page.goto('/account?tab=roles&x=1');
    await expect(page).toHaveURL(/\/signin\//);
    await expect(page.getByRole('heading', { name: 'Sign in to Nordic War Risks' })).toBeVisible();
    await signInOnPage(page, 'staff@nordic.test');
    await page.waitForURL((url) => url.pathname === '/account' && url.search === '?tab=roles&x=1');
    await expect(page.getByTestId('account-email')).toHaveText('staff@nordic.test');
    // The saved target is used once.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.toLowerCase().includes('seaward') && k.includes('Redirect')))).toEqual([]);
  });

  test('a wrong password says so without saying whether the e-mail exists', async ({ page }) => {
    await page.goto('/');
    await signInOnPage(page, 'staff@nordic.test', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
    await page.locator('input[name="password"]').fill('still-wrong');
    await page.locator('input[name="email"]').fill('nobody@nordic.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
    await page.locator('input[name="email"]').fill('staff@nordic.test');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('logout ends the session and shows the sign-in again', async ({ page }) => {
    await signIn(page, 'staff@nordic.test');
    await page.getByRole('button', { name: 'Open the account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/signin\//);
    expect(await page.evaluate(async () => (await fetch('/api/auth')).status)).toBe(401);
  });

  test("in a new browser the user's saved language applies after sign-in", async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    await signInOnPage(page, 'staff@nordic.test');
    // staff@nordic.test has Norsk bokmål saved on the account.
    await expect(page.getByRole('navigation', { name: 'Seksjoner' }).getByRole('link', { name: 'Kart', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb-NO');
    await context.close();
  });

  test('the sign-in page is in the language asked for', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '日本語' }).click();
    await expect(page.getByRole('heading', { name: 'Nordic War Risks にサインイン' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  });
});
