import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { signIn } from '../helpers';

const year = new Date().getUTCFullYear();
const ref = (n: number) => `NWR-${year}-${String(n).padStart(4, '0')}`;

const section = (page: Page, name: string) => page.getByRole('region', { name });

// manager@nordic.test reads English and holds every invoice permission.
test('the whole wizard: validation messages, save, preview, download, confirm, confirmed on reload', async ({ page }) => {
  const trip = ref(40);
  await signIn(page, 'manager@nordic.test', `/invoice?trip_id=${trip}`);
  await expect(page.getByTestId('invoice-title')).toHaveText(`Invoice ${trip}`);
  const save = page.getByRole('button', { name: 'Save' });

  // Bank accounts: three selected is too many; none in USD leaves USD missing.
  const banks = section(page, 'Bank accounts');
  const box = (name: RegExp) => banks.getByRole('checkbox', { name });
  await expect(box(/DNB Bank ASA \(USD\)/)).toBeChecked();
  await box(/Sparebanken Vest/).check();
  await box(/Nordea Bank Abp/).check();
  await expect(banks.getByText('too many accounts')).toBeVisible();
  await expect(save).toBeDisabled();
  await box(/Nordea Bank Abp/).uncheck();
  await box(/DNB Bank ASA \(USD\)/).uncheck();
  await expect(banks.getByText('No bank account selected for: USD')).toBeVisible();
  await expect(save).toBeDisabled();
  await box(/DNB Bank ASA \(USD\)/).check();
  await box(/Sparebanken Vest/).uncheck();
  await expect(banks.getByRole('alert')).toHaveCount(0);
  await expect(save).toBeEnabled();

  // Policies: an empty reference is flagged on blur.
  const policies = section(page, 'Policies');
  const refs = policies.getByRole('textbox', { name: 'Policy reference' });
  await expect(refs).toHaveCount(2);
  await refs.first().focus();
  await refs.first().blur();
  await expect(policies.getByText('Policy reference is required')).toBeVisible();
  await refs.first().fill('WR-2026-0117');
  await refs.nth(1).fill('WR-2026-0117');
  await expect(policies.getByText('Policy reference is required')).toHaveCount(0);
  await policies.getByRole('textbox', { name: 'Endorsement reference' }).first().fill('END-7');

  // E-mail chips: invalid and duplicate entries are refused; comma accepts.
  const emails = section(page, 'E-mail recipients');
  const input = emails.getByRole('textbox', { name: 'E-mail recipients' });
  const existing = (await emails.locator('.MuiChip-label').first().textContent())!;
  await input.fill('not-an-address');
  await input.press('Enter');
  await expect(emails.getByText('invalid e-mail')).toBeVisible();
  await input.fill(existing);
  await input.press('Tab');
  await expect(emails.getByText('e-mail already exists')).toBeVisible();
  await input.fill('ops@fjordline.test');
  await input.press(',');
  await expect(emails.locator('.MuiChip-label', { hasText: 'ops@fjordline.test' })).toBeVisible();
  await input.pressSequentially('chartering@fjordline.test;');
  await expect(emails.locator('.MuiChip-root')).toHaveCount(3);

  await section(page, 'Notes').getByRole('textbox', { name: 'Notes' }).fill('Premium for the declared transit <b>not bold</b>');
  await save.click();

  // Preview: the server's HTML in a script-less sandboxed frame, user text escaped.
  const frame = page.getByTestId('invoice-preview');
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
  const doc = page.frameLocator('[data-testid="invoice-preview"]');
  await expect(doc.getByText('WR-2026-0117').first()).toBeVisible();
  await expect(doc.getByText('Premium for the declared transit <b>not bold</b>')).toBeVisible();
  await expect(doc.getByText('DNB Bank ASA (USD)', { exact: false })).toBeVisible();
  await page.screenshot({ path: 'test-results/invoice-preview-en.png', fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`${trip}.pdf`);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('invoice-title')).toHaveText(`Invoice ${trip} (Confirmed)`);
  await expect(page.getByTestId('confirmed-header')).toHaveText(new RegExp(`Invoice NWR-${year}-\\d{5} confirmed`));
  const recipients = page.getByRole('list', { name: 'Sent by e-mail to' });
  await expect(recipients.getByText('ops@fjordline.test')).toBeVisible();
  await expect(recipients.getByText('chartering@fjordline.test')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/invoice-confirmed-en.png', fullPage: true });

  // A pending invoice opens at the Confirmed step.
  await page.reload();
  await expect(page.getByTestId('confirmed-header')).toBeVisible();
  await page.getByRole('button', { name: 'Back to trips' }).click();
  await expect(page).toHaveURL(/\/trips\/all$/);
});

test('reset asks first, then restores the invoice from the server', async ({ page }) => {
  const trip = ref(41);
  await signIn(page, 'manager@nordic.test', `/invoice?trip_id=${trip}`);
  const notes = section(page, 'Notes').getByRole('textbox', { name: 'Notes' });
  await notes.fill('temporary');
  await page.getByRole('button', { name: 'Reset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the invoice?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(notes).toHaveValue('temporary');
  await page.getByRole('button', { name: 'Reset' }).click();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(notes).toHaveValue('');

  // Reset elsewhere (a newer created_at on the server): local edits give way, with a message.
  await notes.fill('edit in progress');
  const status = await page.evaluate(async (r) => (await fetch(`/api/v1/invoice-service/trips/${r}/invoice/reload`, { method: 'POST' })).status, trip);
  expect(status).toBe(200);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('The invoice was reset on the server; your edit was replaced.')).toBeVisible();
  await expect(notes).toHaveValue('');
});

test('a user without edit permissions sees every field disabled', async ({ page }) => {
  await signIn(page, 'viewer@nordic.test', `/invoice?trip_id=${ref(42)}`);
  await expect(page.getByTestId('invoice-title')).toHaveText(`Invoice ${ref(42)}`);
  for (const box of await section(page, 'Bank accounts').getByRole('checkbox').all()) await expect(box).toBeDisabled();
  for (const field of await section(page, 'Policies').getByRole('textbox').all()) await expect(field).toBeDisabled();
  for (const name of ['due_date', 'extended_due_date']) await expect(section(page, 'Due dates').locator(`input[name="${name}"]`)).toBeDisabled();
  await expect(section(page, 'E-mail recipients').getByRole('textbox')).toBeDisabled();
  await expect(section(page, 'Notes').getByRole('textbox')).toBeDisabled();
  await page.screenshot({ path: 'test-results/invoice-viewer-en.png', fullPage: true });
  // Nothing to save: Save moves on to the preview, where Confirm needs confirm-invoice.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
});

test('without trip_id the page says Trip ID is required', async ({ page }) => {
  await signIn(page, 'manager@nordic.test', '/invoice');
  await expect(page.getByTestId('error-message')).toHaveText('Trip ID is required');
});
