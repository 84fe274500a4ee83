import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type Db, type Tx, withTenant } from '../../db/client';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { enqueueJob, registerJobHandler } from '../../jobs';
import type { SecretBox } from '../external-providers/crypto';
import { checkWebhookUrl } from './address-policy';
import { signPayload } from './signature';

export const WEBHOOK_JOB = 'webhook.deliver';
const TIMEOUT_MS = 10_000;
/** Attempts before a delivery is given up (back-off 5 s doubling: about 2.5 minutes in all). */
export const WEBHOOK_ATTEMPTS = 6;

/** Queues one delivery of an event to one hook (outbox: sent after the commit, retried with back-off). */
export async function queueDelivery(tx: Tx, tenantId: number, webhookId: number, event: string, data: unknown): Promise<number> {
  const [row] = await tx.insert(webhookDeliveries).values({ tenantId, webhookId, event, payload: data }).returning({ id: webhookDeliveries.id });
  await enqueueJob(tx, { type: WEBHOOK_JOB, payload: { deliveryId: row!.id }, maxAttempts: WEBHOOK_ATTEMPTS });
  return row!.id;
}

/** Sends an event to every active hook of the tenant that subscribed to it; call inside the change's transaction. */
export async function emitWebhookEvent(tx: Tx, tenantId: number, event: string, data: unknown): Promise<void> {
  const hooks = await tx.select({ id: webhooks.id, events: webhooks.events }).from(webhooks).where(eq(webhooks.active, true));
  for (const hook of hooks) if (hook.events.includes(event)) await queueDelivery(tx, tenantId, hook.id, event, data);
}

type Job = { deliveryId: number };

/** Registers the delivery handler: sign, POST, record the outcome; a failure throws so the outbox retries. */
export function registerWebhookDelivery(box: SecretBox, production: boolean) {
  registerJobHandler<Job>(WEBHOOK_JOB, async ({ deliveryId }, ctx) => {
    const db: Db = ctx.db;
    const found = await withTenant(db, ctx.tenantId, async (tx) => {
      const [row] = await tx
        .select({ url: webhooks.url, secret: webhooks.secretEncrypted, active: webhooks.active, event: webhookDeliveries.event, payload: webhookDeliveries.payload, createdAt: webhookDeliveries.createdAt })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .where(eq(webhookDeliveries.id, deliveryId));
      return row ?? null;
    });
    if (!found) return; // the hook was deleted: nothing to deliver
    const body = JSON.stringify({ id: deliveryId, event: found.event, created_at: found.createdAt.toISOString(), data: found.payload });
    const timestamp = String(Math.floor(Date.now() / 1000));
    let status: number | null = null;
    let error: string | null = null;
    const policy = await checkWebhookUrl(found.url, production);
    if (policy !== 'ok') error = `refused: ${policy}`;
    else {
      try {
        const res = await fetch(found.url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Seaward-Webhooks/1',
            'x-seaward-event': found.event,
            'x-seaward-delivery': String(deliveryId),
            'x-seaward-timestamp': timestamp,
            'x-seaward-signature': signPayload(box.open(found.secret), timestamp, body),
            'idempotency-key': `${deliveryId}-${randomUUID()}`.slice(0, 60),
          },
          body,
        });
        status = res.status;
        if (!res.ok) error = `HTTP ${res.status}`;
      } catch (e) {
        error = (e as Error).message.slice(0, 300);
      }
    }
    const last = ctx.attempt >= WEBHOOK_ATTEMPTS;
    await withTenant(db, ctx.tenantId, (tx) =>
      tx
        .update(webhookDeliveries)
        .set({ attempts: ctx.attempt, responseStatus: status, error, status: error ? (last ? 'failed' : 'retrying') : 'delivered', deliveredAt: error ? null : new Date() })
        .where(and(eq(webhookDeliveries.id, deliveryId))),
    );
    if (error) throw new Error(error);
  });
}
