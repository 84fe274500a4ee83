import { STAFF_ROUTES, idParamSchema, vesselDetailSchema, vesselListQuerySchema, vesselListSchema } from '@seaward/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { actorOf } from '../../http/context';
import { visibleOrganisationIds } from '../reference/routes';
import { getVessel, listVessels } from './service';

export function registerVesselRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`/api${STAFF_ROUTES.vessels}`, {
    config: { requirement: { permission: 'view-vessels' } },
    schema: { tags: ['vessels'], summary: 'One page of vessels', querystring: vesselListQuerySchema, response: { 200: vesselListSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      return req.inTenant(async (tx) => listVessels(tx, req.query, await visibleOrganisationIds(tx, actor)));
    },
  });

  r.get(`/api${STAFF_ROUTES.vessels}/:id`, {
    config: { requirement: { permission: 'view-vessels' } },
    schema: { tags: ['vessels'], summary: 'One vessel: particulars, latest position, recent track', params: idParamSchema, response: { 200: vesselDetailSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      const vessel = await req.inTenant(async (tx) => getVessel(tx, req.params.id, await visibleOrganisationIds(tx, actor)));
      if (!vessel) throw notFound('Vessel');
      return vessel;
    },
  });
}
