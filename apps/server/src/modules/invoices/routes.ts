import { invoicePreviewSchema, invoiceUpdateSchema, tripInvoiceSchema } from '@seaward/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/context';
import { registerAttachmentSource } from '../../mail';
import type { Storage } from '../../storage';
import { INVOICE_PDF_ATTACHMENT, confirmInvoice } from './confirm';
import { documentOf, frozenPdf, htmlOf, pdfOf } from './render';
import { loadInvoice, reloadInvoice, toApi, updateInvoice } from './service';

const BASE = '/api/v1/invoice-service/trips/:trip_reference/invoice';
const params = z.object({ trip_reference: z.string().regex(/^[\w.-]{1,64}$/) });
const EDIT = { anyOf: ['edit-invoice-bank-account', 'edit-invoice-due-date', 'edit-invoice-notes', 'edit-invoice-policy', 'edit-invoice-email'] } as const;
const tags = ['invoices'];

/** The trip invoice: read (draft made on first read), update, confirm, reload, preview (HTML) and download (PDF). */
export function registerInvoiceRoutes(app: FastifyInstance, deps: { storage: Storage }) {
  const { storage } = deps;
  registerAttachmentSource(INVOICE_PDF_ATTACHMENT, (ref, ctx) => frozenPdf(ctx.db, storage, ctx.tenantId, Number(ref)));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    config: { requirement: { permission: 'view-invoice' } },
    schema: { tags, summary: "A trip's invoice", params, response: { 200: tripInvoiceSchema } },
    handler: async (req) =>
      req.inTenant(async (tx) => {
        const { trip, inv } = await loadInvoice(tx, req.tenant.id, actorOf(req), req.params.trip_reference);
        return toApi(inv, trip);
      }),
  });

  r.patch(BASE, {
    config: { requirement: EDIT },
    schema: { tags, summary: 'Change a draft invoice', params, body: invoiceUpdateSchema, response: { 200: tripInvoiceSchema } },
    handler: async (req) => req.inTenant((tx) => updateInvoice(tx, req.tenant.id, actorOf(req), req.params.trip_reference, req.body)),
  });

  r.post(`${BASE}/confirm`, {
    config: { requirement: { permission: 'confirm-invoice' } },
    schema: { tags, summary: 'Confirm a draft: number, freeze, e-mail', params, response: { 200: tripInvoiceSchema } },
    handler: async (req) => req.inTenant((tx) => confirmInvoice(tx, req.tenant.id, actorOf(req), req.params.trip_reference)),
  });

  r.post(`${BASE}/reload`, {
    config: { requirement: EDIT },
    schema: { tags, summary: 'Make the draft again from the trip and settings', params, response: { 200: tripInvoiceSchema } },
    handler: async (req) => req.inTenant((tx) => reloadInvoice(tx, req.tenant.id, actorOf(req), req.params.trip_reference)),
  });

  r.get(`${BASE}/preview`, {
    config: { requirement: { permission: 'view-invoice' } },
    schema: { tags, summary: 'The invoice as HTML', params, response: { 200: invoicePreviewSchema } },
    handler: async (req) => ({ html: await htmlOf(storage, await documentFor(req, req.params.trip_reference)) }),
  });

  r.get(`${BASE}/download`, {
    config: { requirement: { permission: 'view-invoice' } },
    schema: { tags, summary: 'The invoice as PDF, named {trip_reference}.pdf', params },
    handler: async (req, reply) => {
      const pdf = await pdfOf(storage, await documentFor(req, req.params.trip_reference));
      const name = `${req.params.trip_reference}.pdf`;
      return reply
        .type('application/pdf')
        .header('x-stream-filename', name)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
}

/** The document of a request's invoice (read in one transaction; rendering happens after it). */
function documentFor(req: FastifyRequest, reference: string) {
  const actor = actorOf(req);
  return req.inTenant(async (tx) => {
    const { trip, inv } = await loadInvoice(tx, req.tenant.id, actor, reference);
    return documentOf(tx, req.tenant.id, inv, trip);
  });
}
