import { expect, test } from '@playwright/test';
import { NORDIC, PACIFIC } from '../playwright.config';
import { signIn } from '../helpers';

const NAV = ['Map', 'Trips', 'Ongoing', 'Areas', 'Vessels'];

test.describe('the shared top bar', () => {
  test('staff see the links, the portal button and no Manage button', async ({ page }) => {
    await signIn(page, 'staff@nordic.test');
    await expect(page).toHaveTitle('Seaward - Nordic War Risks');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    for (const name of NAV) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Trips', exact: true })).toHaveAttribute('href', /\/trips\/all$/);
    await expect(page.getByRole('link', { name: 'Return to portal' })).toHaveAttribute('href', 'https://portal.nordic.test/');
    await expect(page.getByRole('link', { name: 'Manage' })).toHaveCount(0);
    const bar = await page.locator('header').first().boundingBox();
    expect(bar?.height).toBe(80);
    const logo = await page.locator('header img').first().boundingBox();
    expect(logo).toMatchObject({ width: 150, height: 50 });
  });

  for (const email of ['manager@nordic.test', 'admin@nordic.test']) {
    test(`${email} sees the Manage button`, async ({ page }) => {
      await signIn(page, email);
      await expect(page.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', /\/manage$/);
    });
  }

  test('the avatar menu shows name and role, then account, subscriptions and logout', async ({ page }) => {
    await signIn(page, 'manager@nordic.test');
    await expect(page.getByRole('button', { name: 'Open the account menu' })).toHaveText('MH');
    await page.getByRole('button', { name: 'Open the account menu' }).click();
    const items = page.getByRole('menuitem');
    await expect(items.nth(0)).toHaveText('Magnus Haugen');
    await expect(items.nth(0)).toHaveAttribute('aria-disabled', 'true');
    await expect(items.nth(1)).toHaveText('manager');
    await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Subscriptions' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('another tenant gets its own name, logo and settings', async ({ page }) => {
    await page.goto(`${PACIFIC}/`);
    await page.locator('input[name="email"]').fill('staff@pacific.test');
    await page.locator('input[name="password"]').fill('demo-password');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`${PACIFIC}/`);
    await expect(page).toHaveTitle('Seaward - Pacific Marine Mutual');
    await expect(page.getByRole('link', { name: /portal|ポータル/i })).toHaveCount(0);
  });

  test('an unknown route shows not found', async ({ page }) => {
    await signIn(page, 'staff@nordic.test');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('notifications', () => {
  test('a click marks the notification read and goes to its path', async ({ page }) => {
    await signIn(page, 'orgadmin@nordic.test');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
    await bell.click();
    await page.getByRole('menuitem', { name: /Trip NWR-\d{4}-0002 started/ }).click();
    await expect(page).toHaveURL(/\/trips\/NWR-\d{4}-0002$/);
    await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toHaveAccessibleName('Notifications, 2 unread');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 0 unread');
  });
});

test.describe('languages', () => {
  test('the language switch changes the whole shell and persists', async ({ page }) => {
    await signIn(page, 'admin@nordic.test');
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitem', { name: /Français/ }).click();
    const nav = page.getByRole('navigation', { name: 'Rubriques' });
    for (const name of ['Carte', 'Voyages', 'En cours', 'Zones', 'Navires']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Rubriques' }).getByRole('link', { name: 'Carte' })).toBeVisible();
    const language = await page.evaluate(async () => (await (await fetch('/api/v1/seaward/user')).json()).language);
    expect(language).toBe('fr-FR');
    // Back to English, as seeded: other specs read this user's notifications in English.
    await page.getByRole('button', { name: /^Langue/ }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect.poll(() => page.evaluate(async () => (await (await fetch('/api/v1/seaward/user')).json()).language)).toBe('en-GB');
  });

  for (const [lng, map] of [['en-GB', 'Map'], ['fr-FR', 'Carte'], ['nb-NO', 'Kart'], ['ja-JP', '地図']] as const) {
    test(`the shell in ${lng}`, async ({ page }, info) => {
      await signIn(page, 'manager@nordic.test');
      await page.goto(`/?lng=${lng}`);
      await expect(page.locator('header').getByRole('link', { name: map, exact: true })).toBeVisible();
      await page.getByRole('button', { name: /unread|non lu|ulest|未読/i }).first().click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.waitForTimeout(400); // let the menu's fade-in finish before the picture
      await page.screenshot({ path: info.outputPath(`shell-${lng}.png`), fullPage: true });
      await page.keyboard.press('Escape');
    });
  }
});

test('every API request carries the section 7 headers', async ({ page }) => {
  const seen: Record<string, string>[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/v1/') && req.resourceType() === 'fetch') seen.push(req.headers());
  });
  await signIn(page, 'staff@nordic.test');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  expect(seen.length).toBeGreaterThanOrEqual(3);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  for (const h of seen) {
    expect(h.accept).toBe('application/json');
    expect(h['x-origin']).toBe(NORDIC);
    expect(h['x-correlation-id']).toMatch(uuid);
    expect(h['x-request-id']).toMatch(uuid);
  }
  expect(new Set(seen.map((h) => h['x-request-id'])).size).toBe(seen.length);
});
