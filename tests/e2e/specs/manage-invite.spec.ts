import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { PORT } from '../playwright.config';
import { signIn, signInOnPage } from '../helpers';

// The server writes mail as .eml files under its data directory (no SMTP configured in tests).
const MAIL_DIR = join(fileURLToPath(new URL('../../../data/', import.meta.url)), `e2e-${PORT}`, 'mail');

const decodeQuotedPrintable = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function setPasswordLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(MAIL_DIR)) return undefined;
        for (const file of readdirSync(MAIL_DIR)) {
          const text = decodeQuotedPrintable(readFileSync(join(MAIL_DIR, file), 'utf8'));
          if (text.includes(`To: ${email}`)) link = /https?:\/\/\S+\/api\/auth\/set-password\?token=[\w-]+/.exec(text)?.[0];
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

const main = (page: Page) => page.getByRole('main').last();

// The test server runs its outbox worker (JOBS_WORKER=true in playwright.config.ts), so the invitation is sent.
test('an invited user sets a password, signs in, and a role change takes effect on their next request', async ({ page, browser }) => {
  // The manager makes a role and invites a user holding it.
  await signIn(page, 'manager@nordic.test', '/manage/roles/new');
  await page.getByLabel('Name').fill('currency-desk');
  await page.getByRole('checkbox', { name: 'Currencies' }).check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'currency-desk' })).toBeVisible();
  const rolePath = new URL(page.url()).pathname;
  await page.goto('/manage/users/new');
  await page.getByLabel('Name').fill('Kari Nordmann');
  await page.getByLabel('E-mail').fill('kari@nordic.test');
  await page.getByLabel('Roles').click();
  await page.getByRole('option', { name: 'currency-desk' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Invitation pending')).toBeVisible();

  // The invitation e-mail's link leads to the set-password page.
  const link = new URL(await setPasswordLink('kari@nordic.test'));
  const kari = await browser.newPage({ baseURL: `http://nordic.localhost:${PORT}` });
  await kari.goto(`${link.pathname}${link.search}&lng=en-GB`);
  await kari.getByLabel('New password').fill('kari-password-1');
  await kari.getByLabel('Repeat the password').fill('kari-password-1');
  await kari.getByRole('button', { name: 'Save password' }).click();
  await expect(kari.getByText('Your password is saved.')).toBeVisible();
  await kari.goto('/manage/currencies');
  await signInOnPage(kari, 'kari@nordic.test', 'kari-password-1');
  await kari.waitForURL(/\/manage\/currencies$/);
  await expect(main(kari).getByText('Norwegian krone')).toBeVisible();

  // The manager takes the permission away: Kari's next request is refused.
  await page.goto(rolePath);
  await page.getByRole('checkbox', { name: 'Currencies' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('history-entry').first()).toContainText('Changed');
  await kari.reload();
  await expect(kari.getByText('403')).toBeVisible();
  await expect(main(kari).getByText('Norwegian krone')).toHaveCount(0);
  await kari.close();
});
