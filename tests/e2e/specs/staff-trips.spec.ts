import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../helpers';

type TripList = { data: { reference: string; status: string }[]; total: number };

// admin@nordic.test reads English.
test('a filtered trips list survives a reload, Back restores the previous filter, and the CSV matches it', async ({ page }) => {
  await signIn(page, 'admin@nordic.test', '/trips/all');
  const table = page.getByRole('table', { name: 'Trips' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  await expect(page.getByText('1–25 of 64')).toBeVisible();

  // Status: completed. One history entry.
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/status=completed/);
  // Wait for the filtered rows, not the last ones still on screen.
  await expect(page.getByText('1–25 of 64')).toHaveCount(0);
  await expect.poll(async () => (await table.locator('tbody tr').allTextContents()).every((t) => t.includes('Completed'))).toBe(true);
  // Free text: the first vessel's name.
  const vessel = (await table.locator('tbody tr').first().locator('td').nth(1).textContent())!.trim();
  await page.getByRole('searchbox', { name: 'Search' }).fill(vessel);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(vessel).replace(/%20/g, '(\\+|%20)')}`));
  const rows = table.locator('tbody tr');
  await expect.poll(async () => (await rows.allTextContents()).every((t) => t.includes(vessel))).toBe(true);
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    await expect(rows.nth(i)).toContainText(vessel);
    await expect(rows.nth(i)).toContainText('Completed');
  }

  // Reload: the same filter and rows.
  const before = await rows.allTextContents();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(vessel);
  await expect(rows).toHaveCount(count);
  expect(await rows.allTextContents()).toEqual(before);

  // The CSV export holds exactly the filtered rows.
  const search = new URL(page.url()).searchParams;
  const api = await page.evaluate(
    async (q) => (await (await fetch(`/api/v1/seaward/trips?status=completed&q=${encodeURIComponent(q)}&perPage=100`)).json()) as TripList,
    search.get('q')!,
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await downloading).path();
  const lines = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toContain('reference,vessel');
  expect(lines.slice(1).map((l) => l.split(',')[0]).sort()).toEqual(api.data.map((t) => t.reference).sort());
  expect(lines.length - 1).toBe(count);

  // Back: the list without the text filter (status only).
  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(page.getByText(/of 48$/)).toBeVisible();
});

test('ongoing lists entered, not exited trips; a trip page shows its parts and the Invoice button', async ({ page }) => {
  await signIn(page, 'admin@nordic.test', '/trips/ongoing');
  const table = page.getByRole('table', { name: 'Ongoing trips' });
  await expect(table.locator('tbody tr')).toHaveCount(8);
  for (const row of await table.locator('tbody tr').all()) await expect(row).toContainText('Ongoing');
  await table.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/trips\/NWR-/);
  await expect(page.getByTestId('trip-timeline')).toContainText('Entered the area');
  await expect(page.getByRole('table', { name: 'Additional premium by coverage' })).toContainText('Hull & machinery');
  const reference = page.url().split('/').pop()!;
  await expect(page.getByRole('link', { name: 'Invoice' })).toHaveAttribute('href', `/invoice?trip_id=${reference}`);
  await expect(page.locator('[role="img"][data-rendered="true"]')).toBeVisible({ timeout: 30_000 });
});
