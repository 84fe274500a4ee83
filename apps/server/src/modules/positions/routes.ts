import { STAFF_ROUTES, idParamSchema, mapVesselListSchema, positionReportSchema } from '@seaward/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vessels } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { actorOf } from '../../http/context';
import { visibleOrganisationIds } from '../reference/routes';
import { vesselScope } from '../vessels/service';
import { ingestPosition } from './ingest';
import { mapVessels } from './map';

export function registerPositionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`/api${STAFF_ROUTES.mapVessels}`, {
    config: { requirement: { permission: 'view-map' } },
    schema: { tags: ['map'], summary: 'Every visible vessel at its latest position', response: { 200: mapVesselListSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      return req.inTenant(async (tx) => mapVessels(tx, await visibleOrganisationIds(tx, actor)));
    },
  });

  r.post(`/api${STAFF_ROUTES.vessels}/:id/positions`, {
    config: { requirement: { anyOf: ['manage-tenant-vessels', 'manage-organisation-vessels'] } },
    schema: {
      tags: ['map'],
      summary: 'Record a position report; starts or ends trips and detects breaches',
      params: idParamSchema,
      body: positionReportSchema,
      response: { 201: z.object({ area_id: z.number().int().nullable(), started: z.array(z.string()), ended: z.array(z.string()), breach: z.boolean() }) },
    },
    handler: async (req, reply) => {
      const actor = actorOf(req);
      const result = await req.inTenant(async (tx) => {
        const [vessel] = await tx.select().from(vessels).where(and(eq(vessels.id, req.params.id), vesselScope(await visibleOrganisationIds(tx, actor))));
        return vessel ? ingestPosition(tx, req.tenant.id, vessel, req.body) : null;
      });
      if (!result) throw notFound('Vessel');
      return reply.code(201).send(result);
    },
  });
}
