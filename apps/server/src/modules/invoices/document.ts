import type { Tx } from '../../db/client';
import type { invoices } from '../../db/schema';
import type { InvoiceDocument } from '../../pdf/model';
import { keyOfUrl } from '../../storage';
import { termsInForce } from '../terms/resource';
import { readSettings } from './settings';
import { type TripFacts, tenantFacts } from './trip-facts';

type InvoiceRow = typeof invoices.$inferSelect;

/** Totals per currency, in the order the currencies first appear. */
export function totalsOf(lines: { amount_minor: number; currency: string }[]) {
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(l.currency, (sums.get(l.currency) ?? 0) + l.amount_minor);
  return [...sums].map(([currency, amount_minor]) => ({ currency, amount_minor }));
}

/**
 * The invoice model both renderers draw, from the invoice, its trip and the
 * organisation's current settings (title, special notes, signature). A
 * confirmed invoice stores the result and never rebuilds it.
 */
export async function buildDocument(tx: Tx, tenantId: number, inv: InvoiceRow, trip: TripFacts): Promise<InvoiceDocument> {
  const tenant = await tenantFacts(tx, tenantId);
  const settings = await readSettings(tx, inv.organisationId);
  const terms = await termsInForce(tx, inv.language, inv.issueDate ?? new Date().toISOString().slice(0, 10));
  const org = trip.organisation;
  return {
    language: inv.language,
    status: inv.status,
    tenant: { name: tenant.name, logoSvg: tenant.logoSvg },
    title: settings.title,
    number: inv.number,
    issueDate: inv.issueDate,
    dueDate: inv.dueDate,
    extendedDueDate: inv.extendedDueDate,
    billTo: { name: org.name, address: org.address, country: org.country, vatNumber: org.vatNumber },
    trip: { reference: trip.trip.reference, vessel: trip.vessel.name, imo: trip.vessel.imo, area: trip.area.name, entry: trip.entry, exit: trip.exit, days: trip.days },
    lines: inv.policies.map((p) => ({
      coverage: p.coverage_type,
      policyReference: p.policy_reference,
      endorsementReference: p.endorsement_reference,
      notes: p.notes,
      sumInsuredMinor: p.sum_insured_minor,
      ratePct: p.rate_pct,
      amountMinor: p.amount_minor,
      currency: p.currency,
    })),
    totals: totalsOf(inv.policies).map((t) => ({ currency: t.currency, amountMinor: t.amount_minor })),
    decimals: tenant.decimals,
    bankAccounts: inv.bankAccounts.filter((a) => a.selected).map((a) => ({ name: a.name, details: a.details, type: a.type, currency: a.currency, swift: a.swift, notes: a.notes })),
    notes: inv.notes,
    specialNotes: settings.notes,
    terms: terms ? { title: terms.title, version: terms.version } : null,
    signature: {
      name: settings.signature.name,
      title: settings.signature.title,
      department: settings.signature.department,
      imageKey: settings.signature.url ? keyOfUrl(settings.signature.url) : null,
    },
  };
}
