import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceNumberSequences, invoices } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SessionActor } from '../../http/context';
import { enqueueMail } from '../../mail';
import { formatDate, formatMoney } from '../../pdf/format';
import { labelsFor } from '../../pdf/labels';
import type { InvoiceDocument } from '../../pdf/model';
import { publishEvent } from '../subscriptions/publish';
import { buildDocument } from './document';
import { checkInvoiceContent, loadInvoice, toApi, todayUtc } from './service';
import { formatInvoiceNumber, tenantFacts } from './trip-facts';

/** The attachment source kind of an invoice PDF (ref: the invoice id). */
export const INVOICE_PDF_ATTACHMENT = 'invoice-pdf';

/** The next number of the tenant's sequence for a year: gap-free, the row lock serialises confirmations. */
async function nextSequence(tx: Tx, tenantId: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumberSequences)
    .values({ tenantId, year, lastValue: 1 })
    .onConflictDoUpdate({ target: [invoiceNumberSequences.tenantId, invoiceNumberSequences.year], set: { lastValue: sql`${invoiceNumberSequences.lastValue} + 1` } })
    .returning({ value: invoiceNumberSequences.lastValue });
  return row!.value;
}

function mailOf(doc: InvoiceDocument) {
  const l = labelsFor(doc.language);
  const title = doc.title ?? l.title;
  const totals = doc.totals.map((t) => formatMoney(t.amountMinor, t.currency, doc.decimals[t.currency] ?? 2, doc.language)).join(', ');
  return {
    subject: `${title} ${doc.number} · ${doc.trip.reference} · ${doc.trip.vessel}`,
    text: [
      `${title} ${doc.number}`,
      '',
      `${l.billTo}: ${doc.billTo.name}`,
      `${l.trip}: ${doc.trip.reference} (${doc.trip.vessel}, ${doc.trip.area})`,
      `${l.total}: ${totals}`,
      `${l.dueDate}: ${formatDate(doc.dueDate, doc.language)}`,
      '',
      doc.tenant.name,
    ].join('\n'),
  };
}

/**
 * Confirms a draft in the caller's transaction, exactly once: the row is
 * locked, so a second confirmation waits and then finds it pending (409). It
 * takes the tenant's next number for the year, freezes the document, queues
 * the e-mail with the PDF to every recipient and publishes invoice.confirmed.
 */
export async function confirmInvoice(tx: Tx, tenantId: number, actor: SessionActor, reference: string) {
  const { trip, inv } = await loadInvoice(tx, tenantId, actor, reference, { lock: true });
  if (inv.status !== 'draft') throw new AppError('conflict', `The invoice is already ${inv.status === 'pending' ? 'confirmed' : inv.status}`, { status: inv.status });
  checkInvoiceContent(inv, inv.bankAccounts, inv.policies.map((p) => p.id));
  const missing = inv.policies.filter((p) => !p.policy_reference).map((p) => p.id);
  if (missing.length) throw new AppError('validation_failed', 'Invalid invoice: policy_reference is required on every policy', { fields: missing.map((id) => ({ field: `policies.${id}.policy_reference`, message: 'is required' })) });
  if (!inv.dueDate) throw new AppError('validation_failed', 'Invalid invoice: due_date is required', { fields: [{ field: 'due_date', message: 'is required' }] });

  const today = todayUtc();
  const year = Number(today.slice(0, 4));
  const sequence = await nextSequence(tx, tenantId, year);
  const tenant = await tenantFacts(tx, tenantId);
  const number = formatInvoiceNumber(tenant.numberFormat, year, sequence);
  const confirmed = { ...inv, status: 'pending' as const, number, numberYear: year, sequence, issueDate: today };
  const frozen = await buildDocument(tx, tenantId, confirmed, trip);
  const [row] = await tx
    .update(invoices)
    .set({ status: 'pending', number, numberYear: year, sequence, issueDate: today, frozen, confirmedAt: new Date(), confirmedBy: actor.userId, updatedAt: new Date() })
    .where(eq(invoices.id, inv.id))
    .returning();

  if (inv.emailRecipients.length) {
    await enqueueMail(tx, {
      to: inv.emailRecipients,
      fromName: tenant.name,
      ...mailOf(frozen),
      attachments: [{ kind: INVOICE_PDF_ATTACHMENT, ref: String(inv.id), filename: `${trip.trip.reference}.pdf`, contentType: 'application/pdf' }],
    });
  }
  await publishEvent(tx, {
    type: 'invoice.confirmed',
    path: `/invoice?trip_id=${encodeURIComponent(trip.trip.reference)}`,
    areaId: trip.area.id,
    vesselId: trip.vessel.id,
    organisationId: trip.organisation.id,
    params: { ref: trip.trip.reference, vessel: trip.vessel.name, area: trip.area.name },
  });
  return toApi(row!, trip);
}
