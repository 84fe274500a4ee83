import { API_BASE, idParamSchema, manageRoutes, webhookDeliverySchema, webhooksResource } from '@seaward/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { writeAudit } from '../audit/service';
import type { SecretBox } from '../external-providers/crypto';
import { registerResource } from '../resources/register';
import { storeContext } from '../resources/scope';
import { queueDelivery, registerWebhookDelivery } from './delivery';
import { createWebhooksResource, deliveriesOf, newWebhookSecret } from './resource';

/** Webhooks: the resource, its delivery log, "send test", and a new signing secret (shown once). */
export function registerWebhookRoutes(app: FastifyInstance, deps: { box: SecretBox; production: boolean }) {
  const resource = createWebhooksResource(deps.box, deps.production);
  registerResource(app, resource);
  registerWebhookDelivery(deps.box, deps.production);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `${API_BASE}${manageRoutes.list(webhooksResource.key)}/:id`;
  const config = { requirement: { anyOf: webhooksResource.permissions } };
  const tags = ['manage'];

  r.get(`${base}/deliveries`, {
    config,
    schema: { tags, summary: 'The delivery log of a webhook', params: idParamSchema, response: { 200: z.array(webhookDeliverySchema) } },
    handler: async (req) =>
      req.inTenant(async (tx) => {
        const [hook] = await tx.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, req.params.id));
        if (!hook) throw notFound('Webhook');
        const q = deliveriesOf(req.params.id);
        return tx.select(q.columns).from(webhookDeliveries).where(q.where).orderBy(q.order).limit(100);
      }),
  });

  r.post(`${base}/test`, {
    config,
    schema: { tags, summary: 'Send a test event', params: idParamSchema, response: { 202: z.object({ delivery_id: z.number().int() }) } },
    handler: async (req, reply) => {
      const deliveryId = await req.inTenant(async (tx) => {
        const ctx = await storeContext(tx, req, webhooksResource);
        const [hook] = await tx.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, req.params.id));
        if (!hook) throw notFound('Webhook');
        const id = await queueDelivery(tx, ctx.tenantId, hook.id, 'webhook.test', { message: 'A test delivery from Seaward', sent_by: ctx.actor.email });
        await writeAudit(tx, { tenantId: ctx.tenantId, actor: ctx.actor, resource: 'webhooks', recordId: hook.id, action: 'test', changes: {} });
        return id;
      });
      return reply.code(202).send({ delivery_id: deliveryId });
    },
  });

  r.post(`${base}/secret`, {
    config,
    schema: { tags, summary: 'Replace the signing secret; the new one is returned this once', params: idParamSchema, response: { 200: z.object({ secret: z.string() }) } },
    handler: async (req) =>
      req.inTenant(async (tx) => {
        const ctx = await storeContext(tx, req, webhooksResource);
        const secret = newWebhookSecret();
        const updated = await tx.update(webhooks).set({ secretEncrypted: deps.box.seal(secret) }).where(eq(webhooks.id, req.params.id)).returning({ id: webhooks.id });
        if (updated.length === 0) throw notFound('Webhook');
        await writeAudit(tx, { tenantId: ctx.tenantId, actor: ctx.actor, resource: 'webhooks', recordId: req.params.id, action: 'update', changes: { secret: ['•••', 'replaced'] } });
        return { secret };
      }),
  });
}
