import { expect, test } from '@playwright/test';
import { NORDIC } from '../playwright.config';
import { signIn } from '../helpers';

type MapVessel = { id: number; name: string; area_id: number | null };
type MapArea = { id: number; name: string; geometry: { type: string; coordinates: number[][][] } };

test('a subscription leads to a notification in the bell, pushed without a reload', async ({ page, browser }) => {
  // Subscribe through the page: breach detected, everything, in the app.
  await signIn(page, 'admin@nordic.test', '/subscriptions');
  await page.getByRole('button', { name: 'New subscription' }).click();
  await page.getByLabel('Event').click();
  await page.getByRole('option', { name: 'Breach detected' }).click();
  await page.screenshot({ path: '/tmp/staff-shots/staff-subscription-dialog.png' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Subscriptions' })).toContainText('Breach detected');
  await expect(page.getByRole('table', { name: 'Subscriptions' })).toContainText('Everything');

  const bell = page.getByRole('button', { name: /notifications/i });
  const before = Number((await bell.locator('.MuiBadge-badge').textContent()) || 0);

  // Elsewhere, the manager records a position report that puts a vessel inside an area.
  const manager = await browser.newContext();
  const other = await manager.newPage();
  await signIn(other, 'manager@nordic.test', '/');
  const { vessel, point } = await other.evaluate(async () => {
    const vessels = (await (await fetch('/api/v1/seaward/map/vessels')).json()) as MapVessel[];
    const areas = (await (await fetch('/api/v1/seaward/map/areas')).json()) as MapArea[];
    const area = areas.find((a) => a.name.startsWith('Gulf of Guinea'))!;
    const ring = area.geometry.type === 'Polygon' ? area.geometry.coordinates[0]! : (area.geometry.coordinates as unknown as number[][][][])[0]![0]!;
    const lon = ring.slice(0, -1).reduce((s, p) => s + p[0]!, 0) / (ring.length - 1);
    const lat = ring.slice(0, -1).reduce((s, p) => s + p[1]!, 0) / (ring.length - 1);
    return { vessel: vessels.find((v) => v.area_id == null)!, point: { lon, lat } };
  });
  const status = await other.evaluate(
    async ({ id, lon, lat, origin }) =>
      (
        await fetch(`/api/v1/seaward/vessels/${id}/positions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-origin': origin },
          body: JSON.stringify({ recorded_at: new Date().toISOString(), lat, lon, speed_kn: 9.5, course_deg: 120 }),
        })
      ).status,
    { id: vessel.id, ...point, origin: NORDIC },
  );
  expect(status).toBe(201);
  await manager.close();

  // No reload: the bell's count goes up and the menu shows the new text.
  await expect(bell.locator('.MuiBadge-badge')).toHaveText(String(before + 1), { timeout: 15_000 });
  await bell.click();
  const entry = page.getByRole('menuitem', { name: new RegExp(`Possible breach: ${vessel.name} is inside Gulf of Guinea`) });
  await expect(entry).toBeVisible();
  await page.waitForTimeout(400); // the menu's fade-in
  await page.screenshot({ path: '/tmp/staff-shots/staff-bell.png' });
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/vessels/${vessel.id}$`));
});
