import { expect, test } from '@playwright/test';
import { PACIFIC } from '../playwright.config';
import { signInOnPage } from '../helpers';

// The interface language depends on the browser's earlier choice: either text will do.
const EMPTY = /^(Nothing matches these filters\.|この条件に一致する項目はありません。)$/;
test('Pacific never sees Nordic trips, vessels or areas', async ({ page }) => {
  await page.goto(`${PACIFIC}/trips/all?q=NWR`);
  await signInOnPage(page, 'admin@pacific.test');
  await page.waitForURL(/\/trips\/all/);
  await expect(page.getByText(EMPTY)).toBeVisible();
  await page.goto(`${PACIFIC}/trips/NWR-${new Date().getUTCFullYear()}-0001`);
  await expect(page.getByTestId('error-message')).toBeVisible();
  await page.goto(`${PACIFIC}/vessels?q=Nordic%20Aurora`);
  await expect(page.getByText(EMPTY)).toBeVisible();
  const names = await page.evaluate(async () => ((await (await fetch('/api/v1/seaward/map/vessels')).json()) as { name: string }[]).map((v) => v.name));
  expect(names.length).toBeGreaterThan(0);
  expect(names).not.toContain('Nordic Aurora');
  const notes = await page.evaluate(async () => ((await (await fetch('/api/v1/seaward/notifications')).json()) as { data: { notification: string } }[]).map((n) => n.data.notification));
  expect(notes.join(' ')).not.toContain('NWR-');
});
