import { STAFF_ROUTES, type SubscriptionInput, idParamSchema, subscriptionInputSchema, subscriptionListSchema, subscriptionSchema } from '@seaward/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../db/client';
import { areas, organisations, subscriptions, vessels } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { type SessionActor, actorOf } from '../../http/context';
import { visibleOrganisationIds } from '../reference/routes';

type Row = typeof subscriptions.$inferSelect;

/** The name of what a subscription is scoped to, or null when it is not visible (any more). */
async function scopeName(tx: Tx, actor: SessionActor, scope: string, id: number | null): Promise<string | null> {
  if (id == null) return null;
  const visible = await visibleOrganisationIds(tx, actor);
  if (scope === 'area') return (await tx.select({ name: areas.name }).from(areas).where(eq(areas.id, id)))[0]?.name ?? null;
  if (scope === 'vessel') {
    const [v] = await tx.select({ name: vessels.name, org: vessels.organisationId }).from(vessels).where(eq(vessels.id, id));
    return v && (!visible || (v.org != null && visible.has(v.org))) ? v.name : null;
  }
  if (scope === 'organisation') {
    if (visible && !visible.has(id)) return null;
    return (await tx.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, id)))[0]?.name ?? null;
  }
  return null;
}

const toDto = (row: Row, name: string | null) => ({
  id: row.id,
  event: row.event as SubscriptionInput['event'],
  scope: row.scope as SubscriptionInput['scope'],
  scope_id: row.scopeId,
  scope_name: name,
  in_app: row.inApp,
  email: row.email,
  created_at: row.createdAt.toISOString(),
});

async function checkScope(tx: Tx, actor: SessionActor, body: SubscriptionInput) {
  if (body.scope === 'all') return;
  if ((await scopeName(tx, actor, body.scope, body.scope_id)) == null)
    throw new AppError('validation_failed', `Invalid body: scope_id no such ${body.scope}`, { fields: [{ field: 'scope_id', message: `no such ${body.scope}` }] });
}

const values = (b: SubscriptionInput) => ({ event: b.event, scope: b.scope, scopeId: b.scope_id, inApp: b.in_app, email: b.email });

export function registerSubscriptionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api${STAFF_ROUTES.subscriptions}`;
  r.get(base, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['subscriptions'], summary: "The signed-in user's subscriptions", response: { 200: subscriptionListSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      return req.inTenant(async (tx) => {
        const rows = await tx.select().from(subscriptions).where(eq(subscriptions.userId, actor.userId)).orderBy(asc(subscriptions.id));
        return Promise.all(rows.map(async (row) => toDto(row, await scopeName(tx, actor, row.scope, row.scopeId))));
      });
    },
  });

  r.post(base, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['subscriptions'], summary: 'Subscribe to an event', body: subscriptionInputSchema, response: { 201: subscriptionSchema } },
    handler: async (req, reply) => {
      const actor = actorOf(req);
      const created = await req.inTenant(async (tx) => {
        await checkScope(tx, actor, req.body);
        const [row] = await tx.insert(subscriptions).values({ tenantId: req.tenant.id, userId: actor.userId, ...values(req.body) }).returning();
        return toDto(row!, await scopeName(tx, actor, row!.scope, row!.scopeId));
      });
      return reply.code(201).send(created);
    },
  });

  r.put(`${base}/:id`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['subscriptions'], summary: 'Change a subscription', params: idParamSchema, body: subscriptionInputSchema, response: { 200: subscriptionSchema } },
    handler: async (req) => {
      const actor = actorOf(req);
      return req.inTenant(async (tx) => {
        await checkScope(tx, actor, req.body);
        const [row] = await tx
          .update(subscriptions)
          .set(values(req.body))
          .where(and(eq(subscriptions.id, req.params.id), eq(subscriptions.userId, actor.userId)))
          .returning();
        if (!row) throw notFound('Subscription');
        return toDto(row, await scopeName(tx, actor, row.scope, row.scopeId));
      });
    },
  });

  r.delete(`${base}/:id`, {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['subscriptions'], summary: 'Unsubscribe', params: idParamSchema },
    handler: async (req, reply) => {
      const actor = actorOf(req);
      const deleted = await req.inTenant((tx) =>
        tx.delete(subscriptions).where(and(eq(subscriptions.id, req.params.id), eq(subscriptions.userId, actor.userId))).returning({ id: subscriptions.id }),
      );
      if (!deleted.length) throw notFound('Subscription');
      return reply.code(204).send();
    },
  });
}
