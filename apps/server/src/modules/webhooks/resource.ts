import { randomBytes } from 'node:crypto';
import { webhooksResource } from '@seaward/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { webhookDeliveries, webhooks } from '../../db/schema';
import type { SecretBox } from '../external-providers/crypto';
import { fieldError } from '../resources/field-error';
import { createTableStore, dynamic } from '../resources/table-store';
import type { ServerResource } from '../resources/types';
import { checkWebhookUrl } from './address-policy';

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

const lastStatus = sql<string | null>`(select d.status from ${webhookDeliveries} d where d.webhook_id = ${webhooks.id} order by d.id desc limit 1)`;

/** Webhooks: the URL is checked against the address policy; the signing secret is generated and sealed. */
export function createWebhooksResource(box: SecretBox, production: boolean): ServerResource {
  return {
    descriptor: webhooksResource,
    store: createTableStore({
      table: webhooks,
      id: webhooks.id,
      columns: { id: webhooks.id, url: webhooks.url, description: webhooks.description, events: webhooks.events, active: webhooks.active, last_status: lastStatus },
      select: (tx, cols) => dynamic(tx.select(cols).from(webhooks)),
      sort: { url: webhooks.url, active: webhooks.active },
      search: [webhooks.url, webhooks.description],
      filters: { active: (v) => eq(webhooks.active, v === 'true') },
      validate: async (_ctx, input) => {
        const verdict = await checkWebhookUrl(String(input.url), production);
        if (verdict !== 'ok') throw fieldError('url', verdict);
      },
      toValues: (input, _ctx, mode) => ({
        url: input.url,
        description: input.description,
        events: [...new Set(input.events as string[])],
        active: input.active,
        ...(mode === 'create' ? { secretEncrypted: box.seal(newWebhookSecret()) } : {}),
      }),
      optionLabel: 'url',
    }),
  };
}

export const deliveriesOf = (webhookId: number) => ({
  columns: {
    id: webhookDeliveries.id,
    event: webhookDeliveries.event,
    status: webhookDeliveries.status,
    attempts: webhookDeliveries.attempts,
    response_status: webhookDeliveries.responseStatus,
    error: webhookDeliveries.error,
    created_at: sql<string>`to_char(${webhookDeliveries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    delivered_at: sql<string | null>`to_char(${webhookDeliveries.deliveredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  },
  where: eq(webhookDeliveries.webhookId, webhookId),
  order: desc(webhookDeliveries.id),
});
