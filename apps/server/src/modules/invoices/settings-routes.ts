import { PERMISSION_GROUPS, idParamSchema, invoiceListItemSchema, invoiceSettingsResponseSchema, invoiceSettingsSchema, tripInvoiceSchema } from '@seaward/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoices, trips, vessels } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { actorOf } from '../../http/context';
import { editableSections, settingsOrganisation } from './access';
import { totalsOf } from './document';
import { loadInvoice, toApi } from './service';
import { readSettings, writeSettings } from './settings';

const SETTINGS = { anyOf: PERMISSION_GROUPS.invoiceSettings } as const;
const tags = ['invoices'];
const base = '/api/v1/invoice-service/organisations/:id';

/** Organisation invoice settings, the organisation's invoice list and the paid/cancelled transitions. */
export function registerInvoiceSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/settings`, {
    config: { requirement: SETTINGS },
    schema: { tags, summary: "An organisation's invoice settings", params: idParamSchema, response: { 200: invoiceSettingsResponseSchema } },
    handler: async (req) =>
      req.inTenant(async (tx) => {
        await settingsOrganisation(tx, actorOf(req), req.params.id);
        return readSettings(tx, req.params.id);
      }),
  });

  r.put(`${base}/settings`, {
    config: { requirement: SETTINGS },
    schema: { tags, summary: "Replace an organisation's invoice settings", params: idParamSchema, body: invoiceSettingsSchema, response: { 200: invoiceSettingsResponseSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      return req.inTenant(async (tx) => {
        await settingsOrganisation(tx, actor, req.params.id);
        await writeSettings(tx, { tenantId: req.tenant.id, organisationId: req.params.id, editable: editableSections(actor, req.params.id) }, req.body);
        return readSettings(tx, req.params.id);
      });
    },
  });

  r.get(`${base}/invoices`, {
    config: { requirement: { permission: 'view-invoice' } },
    schema: {
      tags,
      summary: "An organisation's invoices, newest first",
      params: idParamSchema,
      querystring: z.object({ status: z.enum(['draft', 'pending', 'paid', 'cancelled']).optional() }),
      response: { 200: z.array(invoiceListItemSchema) },
    },
    handler: async (req) =>
      req.inTenant(async (tx) => {
        await settingsOrganisation(tx, actorOf(req), req.params.id);
        const rows = await tx
          .select({ inv: invoices, reference: trips.reference, vessel: vessels.name })
          .from(invoices)
          .innerJoin(trips, eq(trips.id, invoices.tripId))
          .innerJoin(vessels, eq(vessels.id, trips.vesselId))
          .where(and(eq(invoices.organisationId, req.params.id), req.query.status ? eq(invoices.status, req.query.status) : undefined))
          .orderBy(desc(invoices.confirmedAt), desc(invoices.createdAt))
          .limit(500);
        return rows.map(({ inv, reference, vessel }) => ({
          trip_reference: reference,
          vessel,
          number: inv.number,
          status: inv.status,
          created_at: inv.createdAt.toISOString(),
          confirmed_at: inv.confirmedAt?.toISOString() ?? null,
          due_date: inv.dueDate,
          totals: totalsOf(inv.policies),
        }));
      }),
  });

  // Paid and cancelled: for who may confirm invoices and manage the
  // organisation's invoicing. A paid or cancelled invoice keeps its number.
  const transitions = { paid: ['pending'], cancel: ['draft', 'pending'] } as const;
  for (const action of ['paid', 'cancel'] as const) {
    r.post(`/api/v1/invoice-service/trips/:trip_reference/invoice/${action}`, {
      config: { requirement: { permission: 'confirm-invoice' } },
      schema: {
        tags,
        summary: action === 'paid' ? 'Mark a pending invoice paid' : 'Cancel a draft or pending invoice',
        params: z.object({ trip_reference: z.string().regex(/^[\w.-]{1,64}$/) }),
        response: { 200: tripInvoiceSchema },
      },
      handler: async (req) => {
        const actor = actorOf(req);
        return req.inTenant(async (tx) => {
          const { trip, inv } = await loadInvoice(tx, req.tenant.id, actor, req.params.trip_reference, { lock: true });
          await settingsOrganisation(tx, actor, inv.organisationId);
          if (!(transitions[action] as readonly string[]).includes(inv.status)) throw new AppError('conflict', `A ${inv.status} invoice cannot be ${action === 'paid' ? 'marked paid' : 'cancelled'}`, { status: inv.status });
          const now = new Date();
          const [row] = await tx
            .update(invoices)
            .set(action === 'paid' ? { status: 'paid', paidAt: now, updatedAt: now } : { status: 'cancelled', cancelledAt: now, updatedAt: now })
            .where(eq(invoices.id, inv.id))
            .returning();
          return toApi(row!, trip);
        });
      },
    });
  }
}
