import { type InvoiceUpdateInput, type TripInvoice, bankSelectionProblems, can, invoiceUpdateSchema } from '@seaward/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SessionActor } from '../../http/context';
import { draftContent } from './draft';
import { totalsOf } from './document';
import { readSettings } from './settings';
import { type TripFacts, tenantFacts, tripFacts } from './trip-facts';

export type InvoiceRow = typeof invoices.$inferSelect;
type Update = z.output<typeof invoiceUpdateSchema>;

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The invoice of a trip; the first read makes its draft from the trip and the organisation's settings. */
export async function loadInvoice(tx: Tx, tenantId: number, actor: SessionActor | null, reference: string, opts: { lock?: boolean } = {}) {
  const trip = await tripFacts(tx, actor, reference);
  const select = () => {
    const q = tx.select().from(invoices).where(eq(invoices.tripId, trip.trip.id));
    return opts.lock ? q.for('update') : q;
  };
  let [inv] = await select();
  if (!inv) {
    const tenant = await tenantFacts(tx, tenantId);
    const content = await draftContent(tx, trip, await readSettings(tx, trip.trip.organisationId), todayUtc());
    // Two first reads may race: one insert wins, both read the same row.
    await tx
      .insert(invoices)
      .values({ tenantId, tripId: trip.trip.id, organisationId: trip.trip.organisationId, language: trip.organisation.invoiceLanguage ?? tenant.language, ...content })
      .onConflictDoNothing();
    [inv] = await select();
  }
  return { trip, inv: inv! };
}

/** The API shape of an invoice. */
export function toApi(inv: InvoiceRow, trip: TripFacts): TripInvoice {
  return {
    trip_reference: trip.trip.reference,
    status: inv.status,
    number: inv.number,
    created_at: inv.createdAt.toISOString(),
    confirmed_at: inv.confirmedAt?.toISOString() ?? null,
    issue_date: inv.issueDate,
    due_date: inv.dueDate,
    extended_due_date: inv.extendedDueDate,
    notes: inv.notes,
    bank_accounts: inv.bankAccounts,
    currencies: inv.currencies,
    email_recipients: inv.emailRecipients,
    policies: inv.policies,
    totals: totalsOf(inv.policies),
    organisation: { id: trip.organisation.id, name: trip.organisation.name },
    language: inv.language,
  };
}

export function requireDraft(inv: InvoiceRow) {
  if (inv.status !== 'draft') throw new AppError('conflict', `Only a draft invoice can be changed; this one is ${inv.status}`, { status: inv.status });
}

const fieldError = (field: string, message: string) => new AppError('validation_failed', `Invalid body: ${field} ${message}`, { fields: [{ field, message }] });

/**
 * The section 5 rules an invoice must meet to be saved: known bank accounts
 * and policies, at most two accounts, every currency covered.
 */
export function checkInvoiceContent(inv: InvoiceRow, bank: { id: string; selected: boolean }[], policyIds: string[]) {
  const known = new Set(inv.bankAccounts.map((a) => a.id));
  const unknown = bank.find((b) => !known.has(b.id));
  if (unknown) throw fieldError('bank_accounts', `unknown account ${unknown.id}`);
  const selected = new Set(bank.filter((b) => b.selected).map((b) => b.id));
  const accounts = inv.bankAccounts.map((a) => ({ ...a, selected: selected.has(a.id) }));
  const problems = bankSelectionProblems(inv.currencies, accounts);
  if (problems.tooManyAccounts) throw fieldError('bank_accounts', 'too many accounts');
  if (problems.missingCurrencies.length) throw new AppError('validation_failed', `Invalid body: bank_accounts no selected account for ${problems.missingCurrencies.join(', ')}`, { fields: [{ field: 'bank_accounts', message: 'missing currencies' }], missing_currencies: problems.missingCurrencies });
  const expected = inv.policies.map((p) => p.id).sort().join(',');
  if ([...policyIds].sort().join(',') !== expected) throw fieldError('policies', 'must list every policy of the invoice once');
  return accounts;
}

/** PATCH: a draft only; each changed field needs its edit permission (section 6). */
export async function updateInvoice(tx: Tx, tenantId: number, actor: SessionActor, reference: string, input: Update) {
  const { trip, inv } = await loadInvoice(tx, tenantId, actor, reference, { lock: true });
  requireDraft(inv);
  const accounts = checkInvoiceContent(inv, input.bank_accounts, input.policies.map((p) => p.id));
  const byId = new Map(input.policies.map((p) => [p.id, p]));
  const policies = inv.policies.map((p) => {
    const u = byId.get(p.id)!;
    return { ...p, policy_reference: u.policy_reference, endorsement_reference: u.endorsement_reference, notes: u.notes };
  });
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changes: [boolean, string][] = [
    [!same(accounts.map((a) => a.selected), inv.bankAccounts.map((a) => a.selected)), 'edit-invoice-bank-account'],
    [input.due_date !== inv.dueDate || input.extended_due_date !== inv.extendedDueDate, 'edit-invoice-due-date'],
    [input.notes !== inv.notes, 'edit-invoice-notes'],
    [!same(policies, inv.policies), 'edit-invoice-policy'],
    [!same(input.email_recipients, inv.emailRecipients), 'edit-invoice-email'],
  ];
  const denied = changes.filter(([changed, p]) => changed && !can(actor, p)).map(([, p]) => p);
  if (denied.length) throw new AppError('forbidden', `You may not change these invoice fields (${denied.join(', ')})`, { permissions: denied });
  const [row] = await tx
    .update(invoices)
    .set({ bankAccounts: accounts, dueDate: input.due_date, extendedDueDate: input.extended_due_date, notes: input.notes, policies, emailRecipients: input.email_recipients, updatedAt: new Date() })
    .where(and(eq(invoices.id, inv.id), eq(invoices.status, 'draft')))
    .returning();
  return toApi(row!, trip);
}

/** Reload: the draft made again from the trip and settings, with a new created_at (open editors see it was reset). */
export async function reloadInvoice(tx: Tx, tenantId: number, actor: SessionActor, reference: string) {
  const { trip, inv } = await loadInvoice(tx, tenantId, actor, reference, { lock: true });
  requireDraft(inv);
  const content = await draftContent(tx, trip, await readSettings(tx, inv.organisationId), todayUtc());
  const [row] = await tx.update(invoices).set({ ...content, createdAt: new Date(), updatedAt: new Date() }).where(eq(invoices.id, inv.id)).returning();
  return toApi(row!, trip);
}

export type { InvoiceUpdateInput };
