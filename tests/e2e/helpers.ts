import { type Page, expect } from '@playwright/test';

export const PASSWORD = 'demo-password';

/** Signs in on the embedded provider's page (the page the app sent the browser to). */
export async function signInOnPage(page: Page, email: string, password = PASSWORD) {
  await expect(page).toHaveURL(/\/signin\//);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /sign in|se connecter|logg inn|サインイン/i }).click();
}

/** Opens a path signed out, signs in, and waits for the app to be back on that path. */
export async function signIn(page: Page, email: string, path = '/') {
  await page.goto(path);
  await signInOnPage(page, email);
  await page.waitForURL((url) => url.pathname + url.search === path);
}
