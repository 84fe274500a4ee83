import { type InvoiceBankAccount, type InvoicePolicy, MAX_INVOICE_BANK_ACCOUNTS, computeDueDate } from '@seaward/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import type { StoredSettings } from './settings';
import type { TripFacts } from './trip-facts';

/**
 * Bank accounts offered on a new invoice, with the default selection: the
 * preset accounts, then the first active account of each currency still
 * uncovered, never more than the maximum.
 */
export function defaultBankSelection(accounts: StoredSettings['bank_accounts'], currencies: string[]): InvoiceBankAccount[] {
  const active = accounts.filter((a) => a.active);
  const chosen = new Set<string>();
  for (const a of active) if (a.preset && chosen.size < MAX_INVOICE_BANK_ACCOUNTS) chosen.add(a.id);
  for (const c of currencies) {
    const covered = active.some((a) => chosen.has(a.id) && a.currency === c);
    const first = active.find((a) => a.currency === c);
    if (!covered && first && chosen.size < MAX_INVOICE_BANK_ACCOUNTS) chosen.add(first.id);
  }
  return active.map((a) => ({ ...a, selected: chosen.has(a.id) }));
}

/** The draft's editable content, made from the trip and the organisation's settings. */
export async function draftContent(tx: Tx, trip: TripFacts, settings: StoredSettings, today: string) {
  const currencies = [...new Set(trip.lines.map((l) => l.currency))].sort();
  // Policy references carry over from the organisation's last issued invoice, per coverage.
  const [last] = await tx
    .select({ policies: invoices.policies })
    .from(invoices)
    .where(and(eq(invoices.organisationId, trip.trip.organisationId), ne(invoices.status, 'draft'), ne(invoices.tripId, trip.trip.id)))
    .orderBy(desc(invoices.confirmedAt))
    .limit(1);
  const previous = new Map((last?.policies ?? []).map((p) => [p.coverage_type, p.policy_reference]));
  const policies: InvoicePolicy[] = trip.lines.map((l) => ({
    id: String(l.id),
    coverage_type: l.coverage,
    excluded_area: trip.area.name,
    policy_reference: previous.get(l.coverage) ?? null,
    endorsement_reference: null,
    notes: null,
    sum_insured_minor: l.sumInsuredMinor,
    rate_pct: l.ratePct,
    amount_minor: l.amountMinor,
    currency: l.currency,
  }));
  const bases = { invoice_issue_date: today, trip_entry_date: trip.entry, trip_exit_date: trip.exit, trip_confirmation_date: trip.confirmed };
  return {
    status: 'draft' as const,
    issueDate: today,
    dueDate: computeDueDate(settings.due_date, bases),
    extendedDueDate: computeDueDate(settings.extended_due_date, bases),
    notes: null,
    emailRecipients: settings.email_recipients.length ? settings.email_recipients : trip.organisation.contactEmail ? [trip.organisation.contactEmail] : [],
    bankAccounts: defaultBankSelection(settings.bank_accounts, currencies),
    policies,
    currencies,
  };
}
