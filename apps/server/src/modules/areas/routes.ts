import { STAFF_ROUTES, areaDetailSchema, areaListQuerySchema, areaListSchema, idParamSchema, mapAreaListSchema } from '@seaward/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { areas, trips } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { actorOf } from '../../http/context';
import { visibleOrganisationIds } from '../reference/routes';
import { tripConditions } from '../trips/filters';
import { selectTripRows } from '../trips/list';
import { decorateAreas, listAreas } from './service';

const CURRENT_TRIPS_LIMIT = 100;

export function registerAreaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`/api${STAFF_ROUTES.areas}`, {
    config: { requirement: { permission: 'view-areas' } },
    schema: { tags: ['areas'], summary: 'One page of listed areas with rates and open trips', querystring: areaListQuerySchema, response: { 200: areaListSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      return req.inTenant(async (tx) => listAreas(tx, req.query, await visibleOrganisationIds(tx, actor)));
    },
  });

  r.get(`/api${STAFF_ROUTES.mapAreas}`, {
    config: { requirement: { permission: 'view-map' } },
    schema: { tags: ['map'], summary: 'Every area with its outline, rates and open trips', response: { 200: mapAreaListSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      return req.inTenant(async (tx) => {
        const rows = await tx.select().from(areas).orderBy(asc(areas.name));
        const decorated = await decorateAreas(tx, rows, await visibleOrganisationIds(tx, actor));
        return decorated.map((a, i) => ({ ...a, geometry: rows[i]!.geometry }));
      });
    },
  });

  r.get(`/api${STAFF_ROUTES.areas}/:id`, {
    config: { requirement: { permission: 'view-areas' } },
    schema: { tags: ['areas'], summary: 'One area: outline, rates, current trips', params: idParamSchema, response: { 200: areaDetailSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      const area = await req.inTenant(async (tx) => {
        const [row] = await tx.select().from(areas).where(eq(areas.id, req.params.id));
        if (!row) return null;
        const visible = await visibleOrganisationIds(tx, actor);
        const [decorated] = await decorateAreas(tx, [row], visible);
        const where = and(eq(trips.areaId, row.id), await tripConditions(tx, { ongoing: 'true' }, visible));
        const current = await selectTripRows(tx, where, [asc(trips.entryAt)], CURRENT_TRIPS_LIMIT, 0);
        return { ...decorated!, geometry: row.geometry, current_trips: current };
      });
      if (!area) throw notFound('Area');
      return area;
    },
  });
}
