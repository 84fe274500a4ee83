import { eq } from 'drizzle-orm';
import { type Db, type Tx, withTenant } from '../../db/client';
import { invoices } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { renderInvoiceHtml } from '../../pdf/html';
import type { InvoiceAssets, InvoiceDocument } from '../../pdf/model';
import { renderInvoicePdf } from '../../pdf/pdf';
import type { Storage } from '../../storage';
import { buildDocument } from './document';
import type { InvoiceRow } from './service';
import type { TripFacts } from './trip-facts';

/** The document of an invoice: frozen once confirmed (with its current status), else built live. */
export async function documentOf(tx: Tx, tenantId: number, inv: InvoiceRow, trip: TripFacts): Promise<InvoiceDocument> {
  if (inv.frozen) return { ...(inv.frozen as InvoiceDocument), status: inv.status };
  return buildDocument(tx, tenantId, inv, trip);
}

/** Loads the images a document names (outside any transaction). */
export async function assetsOf(storage: Storage, doc: InvoiceDocument): Promise<InvoiceAssets> {
  return { signature: doc.signature.imageKey ? await storage.get(doc.signature.imageKey) : null };
}

export async function htmlOf(storage: Storage, doc: InvoiceDocument) {
  return renderInvoiceHtml(doc, await assetsOf(storage, doc));
}

export async function pdfOf(storage: Storage, doc: InvoiceDocument) {
  return renderInvoicePdf(doc, await assetsOf(storage, doc));
}

/** The PDF of a confirmed invoice by id, for the e-mail attachment (rendered from its frozen content). */
export async function frozenPdf(db: Db, storage: Storage, tenantId: number, invoiceId: number): Promise<Buffer> {
  const frozen = await withTenant(db, tenantId, async (tx) => {
    const [row] = await tx.select({ frozen: invoices.frozen, status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
    return row?.frozen ? { ...(row.frozen as InvoiceDocument), status: row.status } : null;
  });
  if (!frozen) throw notFound('Invoice');
  return pdfOf(storage, frozen);
}
