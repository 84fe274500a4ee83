import { randomUUID } from 'node:crypto';
import { type BankAccount, type DueDateRule, type InvoiceSettings, emptyDueDateRule } from '@seaward/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceBankAccounts, invoiceDueDateRules, invoiceSettings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { keyOfUrl } from '../../storage';
import type { SettingsSection } from './access';

export type StoredSettings = Omit<InvoiceSettings, 'bank_accounts'> & { organisation_id: number; bank_accounts: BankAccount[] };

const ruleOf = (r: typeof invoiceDueDateRules.$inferSelect | undefined): DueDateRule =>
  r
    ? { id: r.id, active: r.active, base_date: r.baseDate, rule: r.rule, days_after: r.daysAfter, day_of_month: r.dayOfMonth, last_day_of_month: r.lastDayOfMonth }
    : emptyDueDateRule();

/** An organisation's invoice settings; defaults (empty, rules inactive) when none were saved. */
export async function readSettings(tx: Tx, organisationId: number): Promise<StoredSettings> {
  const [row] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.organisationId, organisationId));
  const accounts = await tx.select().from(invoiceBankAccounts).where(eq(invoiceBankAccounts.organisationId, organisationId)).orderBy(asc(invoiceBankAccounts.position));
  const rules = await tx.select().from(invoiceDueDateRules).where(eq(invoiceDueDateRules.organisationId, organisationId));
  return {
    organisation_id: organisationId,
    title: row?.title ?? null,
    email_recipients: row?.emailRecipients ?? [],
    notes: row?.notes ?? null,
    signature: row?.signature ?? { name: null, title: null, department: null, url: null },
    bank_accounts: accounts.map((a) => ({ id: a.id, name: a.name, details: a.details, type: a.type, currency: a.currency, swift: a.swift, notes: a.notes, active: a.active, preset: a.preset })),
    due_date: ruleOf(rules.find((r) => r.kind === 'due')),
    extended_due_date: ruleOf(rules.find((r) => r.kind === 'extended')),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const ruleBody = ({ id: _id, ...r }: DueDateRule) => r;

/** The sections whose values differ between what is stored and what was sent. */
function changedSections(before: StoredSettings, after: InvoiceSettings & { bank_accounts: BankAccount[] }): SettingsSection[] {
  const out: SettingsSection[] = [];
  if (before.title !== after.title) out.push('title');
  if (!same(before.email_recipients, after.email_recipients)) out.push('email');
  if (!same(before.bank_accounts, after.bank_accounts)) out.push('bank');
  if (!same(ruleBody(before.due_date), ruleBody(after.due_date)) || !same(ruleBody(before.extended_due_date), ruleBody(after.extended_due_date))) out.push('due-date');
  if (!same(before.signature, after.signature)) out.push('signature');
  if (before.notes !== after.notes) out.push('notes');
  return out;
}

/**
 * Replaces an organisation's settings in the caller's transaction. A section
 * the actor may not edit must come back unchanged (403 otherwise); the
 * signature url must be one of this tenant's uploaded signatures.
 */
export async function writeSettings(tx: Tx, ctx: { tenantId: number; organisationId: number; editable: Set<SettingsSection> }, input: InvoiceSettings) {
  const before = await readSettings(tx, ctx.organisationId);
  const accounts: BankAccount[] = input.bank_accounts.map((a) => ({ ...a, id: a.id ?? randomUUID() }));
  const ids = accounts.map((a) => a.id);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) throw new AppError('validation_failed', `Invalid body: bank_accounts duplicate id ${dup}`, { fields: [{ field: 'bank_accounts', message: 'duplicate id' }] });
  const url = input.signature.url;
  if (url && !keyOfUrl(url)?.startsWith(`t${ctx.tenantId}/signatures/`))
    throw new AppError('validation_failed', 'Invalid body: signature.url is not an uploaded signature', { fields: [{ field: 'signature.url', message: 'is not an uploaded signature' }] });
  const next = { ...input, bank_accounts: accounts };
  const refused = changedSections(before, next).filter((s) => !ctx.editable.has(s));
  if (refused.length) throw new AppError('forbidden', `You may not change these invoice settings: ${refused.join(', ')}`, { sections: refused });

  const { organisationId, tenantId } = ctx;
  const values = { title: input.title, emailRecipients: input.email_recipients, notes: input.notes, signature: input.signature, updatedAt: new Date() };
  await tx
    .insert(invoiceSettings)
    .values({ tenantId, organisationId, ...values })
    .onConflictDoUpdate({ target: [invoiceSettings.tenantId, invoiceSettings.organisationId], set: values });
  await tx.delete(invoiceBankAccounts).where(eq(invoiceBankAccounts.organisationId, organisationId));
  if (accounts.length)
    await tx.insert(invoiceBankAccounts).values(
      accounts.map((a, position) => ({ tenantId, organisationId, position, id: a.id, name: a.name, details: a.details, type: a.type, currency: a.currency, swift: a.swift, notes: a.notes, active: a.active, preset: a.preset })),
    );
  for (const [kind, r] of [
    ['due', input.due_date],
    ['extended', input.extended_due_date],
  ] as const) {
    const v = { active: r.active, baseDate: r.base_date, rule: r.rule, daysAfter: r.days_after, dayOfMonth: r.day_of_month, lastDayOfMonth: r.last_day_of_month };
    await tx
      .insert(invoiceDueDateRules)
      .values({ tenantId, organisationId, kind, ...v })
      .onConflictDoUpdate({ target: [invoiceDueDateRules.tenantId, invoiceDueDateRules.organisationId, invoiceDueDateRules.kind], set: v });
  }
}
