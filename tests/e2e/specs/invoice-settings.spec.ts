import { deflateSync } from 'node:zlib';
import { type Page, expect, test } from '@playwright/test';
import { signIn } from '../helpers';

// A real PNG (the server checks content, not names).
function png(width = 240, height = 80): Buffer {
  const crc = (b: Buffer) => {
    let c = ~0;
    for (const x of b) {
      c ^= x;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height, 255);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0;
    for (let x = 0; x < width; x++) if (Math.abs(height / 2 + Math.sin(x / 9) * 18 - y) < 2) raw.fill(20, y * stride + 1 + x * 3, y * stride + 4 + x * 3);
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

async function organisationId(page: Page, name: string): Promise<number> {
  const list = await page.evaluate(async () => (await (await fetch('/api/v1/seaward/organisations')).json()) as { id: number; name: string }[]);
  return list.find((o) => o.name === name)!.id;
}

const select = async (page: Page, scope: ReturnType<Page['getByTestId']>, label: string, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

// manager@nordic.test reads English and holds every manage-tenant-invoice-* permission.
test('settings round trip: bank account, both rules, signature, save, reload', async ({ page }) => {
  await signIn(page, 'manager@nordic.test', '/manage');
  const id = await organisationId(page, 'Armateurs de Bretagne SA');
  await page.goto(`/manage/invoices?organisation_id=${id}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Manage', 'Organisations']);
  await expect(crumbs.getByText('Invoice settings')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice settings' })).toBeVisible();
  await expect(page.getByText('Armateurs de Bretagne SA')).toBeVisible();

  // Bank account dialog: required fields, SWIFT upper-case, Reset restores the initial (empty) values.
  await page.getByRole('button', { name: 'Add bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a bank account' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(3);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Crédit Maritime');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Crédit Maritime Bretagne');
  await dialog.getByRole('textbox', { name: 'Details' }).fill('IBAN FR76 3000 4000 0312 3456 7890 143');
  await dialog.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: /^EUR/ }).click();
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Domestic' }).click();
  await dialog.getByRole('textbox', { name: 'SWIFT/BIC' }).fill('cmbrfr2b');
  await expect(dialog.getByRole('textbox', { name: 'SWIFT/BIC' })).toHaveValue('CMBRFR2B');
  await page.screenshot({ path: 'test-results/bank-dialog-en.png' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  const table = page.getByRole('table', { name: 'Bank accounts' });
  await expect(table.getByRole('row', { name: /Crédit Maritime Bretagne/ })).toContainText('CMBRFR2B');

  // Due-date rule: specific day of next month; extended: last day of next month after the trip exit.
  const due = page.getByTestId('due-date-rule');
  await select(page, due, 'Base date', 'Trip exit date');
  await select(page, due, 'Rule', 'Day of the next month');
  await due.getByRole('radio', { name: 'Specific day' }).check();
  await due.getByRole('spinbutton', { name: 'Day of month' }).fill('29');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(due.getByText('Enter a day from 1 to 28')).toBeVisible();
  await due.getByRole('spinbutton', { name: 'Day of month' }).fill('15');
  // The browser runs the server's due-date function: the 15th of next month.
  const now = new Date();
  const next15 = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15)).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
  await expect(page.getByTestId('due-date-rule-example')).toHaveText(`With today as the trip exit date: due ${next15}`);
  const ext = page.getByTestId('extended-due-date-rule');
  await select(page, ext, 'Base date', 'Trip exit date');
  await select(page, ext, 'Rule', 'Day of the next month');
  await ext.getByRole('radio', { name: 'Last day of next month' }).check();
  await expect(ext.getByRole('spinbutton', { name: 'Day of month' })).toHaveCount(0);

  // Signature: upload, preview within 100 x 200, name, job title, department.
  const signature = page.getByRole('region', { name: 'Signature' });
  await page.getByTestId('signature-file').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText('Signature uploaded')).toBeVisible();
  const preview = page.getByTestId('signature-preview');
  await expect(preview).toBeVisible();
  const size = await preview.boundingBox();
  expect(size!.height).toBeLessThanOrEqual(100);
  expect(size!.width).toBeLessThanOrEqual(200);
  await signature.getByRole('textbox', { name: 'Name' }).fill('Magnus Haugen');
  await signature.getByRole('textbox', { name: 'Job title' }).fill('Head of Underwriting');
  await signature.getByRole('textbox', { name: 'Department' }).fill('Marine War Risks');
  await page.getByRole('region', { name: 'Special notes' }).getByRole('textbox').fill('Payable without deduction.');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.screenshot({ path: 'test-results/invoice-settings-en.png', fullPage: true });

  await page.reload();
  await expect(page.getByRole('table', { name: 'Bank accounts' }).getByRole('row', { name: /Crédit Maritime Bretagne/ })).toContainText('EUR');
  await expect(due.getByRole('combobox', { name: 'Base date' })).toHaveText('Trip exit date');
  await expect(due.getByRole('combobox', { name: 'Rule' })).toHaveText('Day of the next month');
  await expect(due.getByRole('spinbutton', { name: 'Day of month' })).toHaveValue('15');
  await expect(ext.getByRole('radio', { name: 'Last day of next month' })).toBeChecked();
  await expect(page.getByTestId('signature-preview')).toBeVisible();
  await expect(signature.getByRole('textbox', { name: 'Department' })).toHaveValue('Marine War Risks');
  await expect(page.getByRole('region', { name: 'Special notes' }).getByRole('textbox')).toHaveValue('Payable without deduction.');

  // The organisation's invoices: reached from the settings page.
  await page.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await page.screenshot({ path: 'test-results/invoice-list-en.png', fullPage: true });
});

test('without organisation_id the page says Organisation ID is required', async ({ page }) => {
  await signIn(page, 'manager@nordic.test', '/manage/invoices');
  await expect(page.getByTestId('error-message')).toHaveText('Organisation ID is required');
});

test('an unknown organisation is Unable to fetch organisation', async ({ page }) => {
  await signIn(page, 'manager@nordic.test', '/manage/invoices?organisation_id=999999');
  await expect(page.getByTestId('error-message')).toHaveText('Unable to fetch organisation');
});

test('screens in four languages', async ({ page }) => {
  await signIn(page, 'manager@nordic.test', '/manage');
  const id = await organisationId(page, 'Fjordline Tankers AS');
  const year = new Date().getUTCFullYear();
  for (const lng of ['en-GB', 'fr-FR', 'nb-NO', 'ja-JP']) {
    await page.goto(`/manage/invoices?organisation_id=${id}&lng=${lng}`);
    await expect(page.getByTestId('due-date-rule')).toBeVisible();
    await page.screenshot({ path: `test-results/settings-${lng}.png`, fullPage: true });
    await page.goto(`/invoice?trip_id=NWR-${year}-0050&lng=${lng}`);
    await expect(page.getByTestId('invoice-title')).toBeVisible();
    await page.screenshot({ path: `test-results/wizard-${lng}.png`, fullPage: true });
  }
});
