import {
  STAFF_ROUTES,
  tripDetailSchema,
  tripExportQuerySchema,
  tripListQuerySchema,
  tripListSchema,
  tripReferenceParamSchema,
} from '@seaward/contract';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { areas, currencies, organisations } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { actorOf } from '../../http/context';
import { visibleOrganisationIds } from '../reference/routes';
import { EXPORT_LIMIT, tripsCsv } from './csv';
import { getTrip } from './detail';
import { tripConditions } from './filters';
import { listTrips, orderOf, selectTripRows } from './list';

const optionSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

export function registerTripRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`/api${STAFF_ROUTES.trips}`, {
    config: { requirement: { permission: 'view-trips' } },
    schema: { tags: ['trips'], summary: 'One page of trips: filters, sort, capped total', querystring: tripListQuerySchema, response: { 200: tripListSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      return req.inTenant(async (tx) => listTrips(tx, req.query, await visibleOrganisationIds(tx, actor)));
    },
  });

  r.get(`/api${STAFF_ROUTES.tripsExport}`, {
    config: { requirement: { permission: 'view-trips' } },
    schema: { tags: ['trips'], summary: 'The filtered trips as CSV (same filters and sort as the list)', querystring: tripExportQuerySchema },
    handler: async (req, reply) => {
      const actor = actorOf(req);
      const { csv, truncated } = await req.inTenant(async (tx) => {
        const where = await tripConditions(tx, req.query, await visibleOrganisationIds(tx, actor));
        const rows = await selectTripRows(tx, where, orderOf(req.query.sort), EXPORT_LIMIT + 1, 0);
        const decimals = new Map((await tx.select().from(currencies)).map((c) => [c.code, c.decimals]));
        return { csv: tripsCsv(rows.slice(0, EXPORT_LIMIT), (c) => decimals.get(c) ?? 2), truncated: rows.length > EXPORT_LIMIT };
      });
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="trips-${stamp}.csv"`)
        .header('x-export-truncated', String(truncated))
        .send(`\uFEFF${csv}`);
    },
  });

  r.get(`/api${STAFF_ROUTES.filterOptions}`, {
    config: { requirement: { anyOf: ['view-trips', 'view-vessels'] } },
    schema: { tags: ['trips'], summary: 'Areas and organisations the filters offer', response: { 200: z.object({ areas: optionSchema, organisations: optionSchema }) } },
    handler: async (req) => {
      const actor = actorOf(req);
      return req.inTenant(async (tx) => {
        const visible = await visibleOrganisationIds(tx, actor);
        const orgs = await tx
          .select({ id: organisations.id, name: organisations.name })
          .from(organisations)
          .where(visible ? inArray(organisations.id, [...visible]) : undefined)
          .orderBy(asc(organisations.name));
        const areaRows = await tx.select({ id: areas.id, name: areas.name }).from(areas).orderBy(asc(areas.name));
        return { areas: areaRows, organisations: orgs };
      });
    },
  });

  r.get(`/api${STAFF_ROUTES.trips}/:reference`, {
    config: { requirement: { permission: 'view-trips' } },
    schema: { tags: ['trips'], summary: 'One trip with premium lines and track', params: tripReferenceParamSchema, response: { 200: tripDetailSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      const trip = await req.inTenant(async (tx) => getTrip(tx, req.params.reference, await visibleOrganisationIds(tx, actor)));
      if (!trip) throw notFound('Trip');
      return trip;
    },
  });
}
