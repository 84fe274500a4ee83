import { PERMISSION_GROUPS } from '@seaward/contract';
import type { Tx } from '../client';
import * as s from '../schema';
import type { DemoTenant } from './tenants-data';

type Account = Omit<typeof s.invoiceBankAccounts.$inferInsert, 'tenantId' | 'organisationId' | 'position'>;

// Demo bank accounts per tenant currency; the first of each tenant is preset.
const ACCOUNTS: Record<string, Account[]> = {
  nordic: [
    { id: 'nwr-usd', name: 'DNB Bank ASA (USD)', details: 'IBAN NO93 8601 1117 947\nAccount holder: Nordic War Risks', type: 'international', currency: 'USD', swift: 'DNBANOKK', notes: 'Quote the invoice number', preset: true },
    { id: 'nwr-nok', name: 'Sparebanken Vest', details: 'Kontonummer 3625.12.34567\nKontoinnehaver: Nordic War Risks', type: 'domestic', currency: 'NOK', swift: 'SPAVNOBB', notes: null },
    { id: 'nwr-eur', name: 'Nordea Bank Abp (EUR)', details: 'IBAN FI21 1234 5600 0007 85', type: 'international', currency: 'EUR', swift: 'NDEAFIHH', notes: null },
    { id: 'nwr-gbp', name: 'Barclays Bank (GBP)', details: 'Sort code 20-00-00\nAccount 55779911', type: 'international', currency: 'GBP', swift: 'BARCGB22', notes: null },
  ],
  pacific: [
    { id: 'pmm-usd', name: 'Citibank N.A. New York', details: 'Account 36251234\nABA 021000089', type: 'international', currency: 'USD', swift: 'CITIUS33', notes: '送金手数料はご負担ください', preset: true },
    { id: 'pmm-jpy', name: '三菱UFJ銀行 神戸支店', details: '普通預金 1234567\n口座名義 パシフィック・マリン・ミューチュアル', type: 'domestic', currency: 'JPY', swift: 'BOTKJPJT', notes: null },
    { id: 'pmm-cny', name: 'Bank of China Shanghai', details: 'Account 4563 5100 0000 1234', type: 'international', currency: 'CNY', swift: 'BKCHCNBJ300', notes: null },
  ],
};

const NOTES: Record<string, string> = {
  'en-GB': 'Additional premium for the declared trip through a listed area, subject to the policy conditions.',
  'nb-NO': 'Tilleggspremie for den meldte reisen i betinget område, i henhold til polisens vilkår.',
  'fr-FR': 'Surprime pour le voyage déclaré en zone à risque aggravé, selon les conditions de la police.',
  'ja-JP': '除外水域における申告航海の割増保険料です。保険約款の条件に従います。',
};

/**
 * A staff user who may read invoices but change none of their fields
 * (viewer@<domain>): shows the wizard with its fields disabled.
 */
async function seedInvoiceViewer(tx: Tx, tenantId: number, t: DemoTenant, passwordHash: string) {
  const [role] = await tx.insert(s.roles).values({ tenantId, name: 'invoice-viewer', description: 'Staff who may read but not edit invoices' }).returning();
  await tx.insert(s.rolePermissions).values([...PERMISSION_GROUPS.staff, 'view-invoice'].map((permission) => ({ tenantId, roleId: role!.id, permission })));
  const [user] = await tx.insert(s.users).values({ tenantId, email: `viewer@${t.emailDomain}`, name: 'Viktor Berg', passwordHash, language: 'en-GB' }).returning();
  await tx.insert(s.userRoles).values({ tenantId, userId: user!.id, roleId: role!.id });
}

/** Invoice settings for every demo organisation: bank accounts in the tenant's currencies and due-date rules. */
export async function seedInvoiceSettings(tx: Tx, tenantId: number, t: DemoTenant, orgIds: Map<string, number>, passwordHash: string) {
  await seedInvoiceViewer(tx, tenantId, t, passwordHash);
  const accounts = ACCOUNTS[t.slug] ?? [];
  const signer = t.users.find((u) => u.role === 'manager' || u.role === 'super-admin');
  for (const o of t.organisations) {
    const organisationId = orgIds.get(o.name)!;
    const contact = `accounts@${o.name.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.test`;
    await tx.insert(s.invoiceSettings).values({
      tenantId,
      organisationId,
      title: null,
      emailRecipients: [contact],
      notes: NOTES[o.language] ?? NOTES['en-GB']!,
      signature: { name: signer?.name ?? null, title: o.language === 'ja-JP' ? '引受部長' : 'Head of Underwriting', department: o.language === 'ja-JP' ? '海上戦争危険部' : 'War Risks', url: null },
    });
    if (accounts.length) await tx.insert(s.invoiceBankAccounts).values(accounts.map((a, position) => ({ ...a, tenantId, organisationId, position })));
    await tx.insert(s.invoiceDueDateRules).values([
      { tenantId, organisationId, kind: 'due', active: true, baseDate: 'invoice_issue_date', rule: 'days_after', daysAfter: 30 },
      { tenantId, organisationId, kind: 'extended', active: true, baseDate: 'invoice_issue_date', rule: 'day_of_next_month', lastDayOfMonth: true, dayOfMonth: null },
    ]);
  }
}
