import { expect, test } from '@playwright/test';
import { signIn } from '../helpers';

const LANGUAGES = ['en-GB', 'fr-FR', 'nb-NO', 'ja-JP'];
// Screenshots of every staff screen in every language, kept for review (not compared).
const SHOTS = process.env.STAFF_SHOTS ?? 'test-results/staff-screens';

test('every staff screen renders in all four languages', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@nordic.test', '/');
  const { trip, vessel, area } = await page.evaluate(async () => {
    const trips = await (await fetch('/api/v1/seaward/trips?ongoing=true&perPage=1')).json();
    const t = trips.data[0];
    return { trip: t.reference as string, vessel: t.vessel.id as number, area: t.area.id as number };
  });
  const screens: [string, string, () => Promise<void>][] = [
    ['map', '/map', () => expect(page.getByTestId('live-map')).toHaveAttribute('data-rendered', 'true', { timeout: 30_000 })],
    ['trips', '/trips/all', () => expect(page.locator('tbody tr')).toHaveCount(25)],
    ['ongoing', '/trips/ongoing', () => expect(page.locator('tbody tr')).toHaveCount(8)],
    ['trip', `/trips/${trip}`, () => expect(page.locator('[role="img"][data-rendered="true"]')).toBeVisible({ timeout: 30_000 })],
    ['vessels', '/vessels', () => expect(page.locator('tbody tr')).toHaveCount(12)],
    ['vessel', `/vessels/${vessel}`, () => expect(page.locator('[role="img"][data-rendered="true"]')).toBeVisible({ timeout: 30_000 })],
    ['areas', '/areas', () => expect(page.locator('tbody tr')).toHaveCount(12)],
    ['area', `/areas/${area}`, () => expect(page.locator('[role="img"][data-rendered="true"]')).toBeVisible({ timeout: 30_000 })],
    ['subscriptions', '/subscriptions', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['account', '/account', () => expect(page.getByTestId('account-sessions').getByRole('listitem').first()).toBeVisible()],
  ];
  for (const lng of LANGUAGES) {
    for (const [name, path, ready] of screens) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await ready();
      await page.screenshot({ path: `${SHOTS}/${lng}-${name}.png`, fullPage: name !== 'map' });
    }
  }
});
