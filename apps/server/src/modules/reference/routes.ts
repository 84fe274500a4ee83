import { ROUTES, can, currencyListSchema, idParamSchema, organisationDetailsSchema } from '@seaward/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { currencies, organisationTypes, organisations } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { type SessionActor, actorOf } from '../../http/context';

/**
 * Organisations a user bound to one organisation may see: their own and, with
 * manage-organisation-children, its descendants. Others see every organisation
 * of the tenant. Null means "all".
 */
export async function visibleOrganisationIds(tx: Tx, actor: SessionActor): Promise<Set<number> | null> {
  if (actor.organisationId == null || can(actor, 'manage-tenant-organisations')) return null;
  const ids = new Set([actor.organisationId]);
  if (!can(actor, 'manage-organisation-children')) return ids;
  const all = await tx.select({ id: organisations.id, parentId: organisations.parentId }).from(organisations);
  let grew = true;
  while (grew) {
    grew = false;
    for (const o of all) {
      if (o.parentId != null && ids.has(o.parentId) && !ids.has(o.id)) {
        ids.add(o.id);
        grew = true;
      }
    }
  }
  return ids;
}

const organisationColumns = {
  id: organisations.id,
  name: organisations.name,
  type: organisationTypes.name,
  parent_id: organisations.parentId,
  country: organisations.country,
  invoice_language: organisations.invoiceLanguage,
};

export function registerReferenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`/api${ROUTES.currencies}`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['reference'], summary: "The tenant's active currencies", response: { 200: currencyListSchema } },
    handler: async (req) =>
      req.inTenant((tx) =>
        tx.select({ code: currencies.code, name: currencies.name, decimals: currencies.decimals }).from(currencies).where(eq(currencies.active, true)).orderBy(asc(currencies.code)),
      ),
  });

  r.get(`/api/v1/seaward/organisations`, {
    config: { requirement: { anyOf: ['manage-tenant-organisations', 'manage-organisation-children', 'manage-organisation-users', 'manage-tenant-invoice-*', 'manage-organisation-invoice-*'] } },
    schema: { tags: ['reference'], summary: 'Organisations the user may manage', response: { 200: z.array(organisationDetailsSchema) } },
    handler: async (req) => {
      const actor = actorOf(req);
      return req.inTenant(async (tx) => {
        const visible = await visibleOrganisationIds(tx, actor);
        return tx
          .select(organisationColumns)
          .from(organisations)
          .leftJoin(organisationTypes, eq(organisationTypes.id, organisations.typeId))
          .where(visible ? inArray(organisations.id, [...visible]) : undefined)
          .orderBy(asc(organisations.name));
      });
    },
  });

  r.get(`/api/v1/seaward/organisations/:id/details`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['reference'], summary: 'One organisation', params: idParamSchema, response: { 200: organisationDetailsSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      const org = await req.inTenant(async (tx) => {
        const visible = await visibleOrganisationIds(tx, actor);
        if (visible && !visible.has(req.params.id)) return null;
        const [row] = await tx
          .select(organisationColumns)
          .from(organisations)
          .leftJoin(organisationTypes, eq(organisationTypes.id, organisations.typeId))
          .where(eq(organisations.id, req.params.id));
        return row ?? null;
      });
      if (!org) throw notFound('Organisation');
      return org;
    },
  });
}
