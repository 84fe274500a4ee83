import { expect, test } from '@playwright/test';
import { signIn } from '../helpers';

type MapVessel = { id: number; name: string; trip_reference: string | null; covered: boolean };

test('the map renders areas and vessels; a click on a vessel opens its popup and the trip link', async ({ page }) => {
  await signIn(page, 'staff@nordic.test', '/map');
  const map = page.getByTestId('live-map');
  await expect(map).toHaveAttribute('data-rendered', 'true', { timeout: 30_000 });
  await expect(map).toHaveAttribute('data-vessels', '12');
  // Area names are DOM labels (no glyphs are served): the 12 demo areas.
  await expect(page.locator('.seaward-area-label')).toHaveCount(12);
  await expect(page.locator('.seaward-area-label', { hasText: 'Black Sea' })).toBeVisible();
  await page.screenshot({ path: '/tmp/staff-shots/staff-map.png' });

  const vessels = await page.evaluate(async () => (await fetch('/api/v1/seaward/map/vessels')).json() as Promise<MapVessel[]>);
  const target = vessels.find((v) => v.covered && v.trip_reference)!;
  // Find it with the search box: the map flies there and centres it.
  await page.getByRole('combobox').fill(target.name);
  await page.getByRole('option', { name: new RegExp(target.name) }).click();
  await expect(page.getByTestId('vessel-popup')).toContainText(target.name);
  await page.getByTestId('vessel-popup').getByRole('button').first().click();
  await expect(page.getByTestId('vessel-popup')).toHaveCount(0);
  await expect(map).not.toHaveAttribute('data-moving', 'true', { timeout: 15_000 });
  await page.waitForTimeout(300);

  // Now click the vessel itself on the canvas, at the centre of the map.
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const popup = page.getByTestId('vessel-popup');
  await expect(popup).toContainText(target.name);
  await expect(popup).toContainText(target.trip_reference!);
  await page.screenshot({ path: '/tmp/staff-shots/staff-map-popup.png' });
  await popup.getByRole('link', { name: new RegExp(target.trip_reference!) }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${target.trip_reference}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(target.trip_reference!);
});
