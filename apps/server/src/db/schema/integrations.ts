import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';

/** Tracking and data providers; credentials are stored encrypted (AES-256-GCM) and never sent back. */
export const externalProviders = pgTable(
  'external_providers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    baseUrl: text('base_url'),
    credentialsEncrypted: text('credentials_encrypted'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique().on(t.tenantId, t.name)],
);

/** A provider's own id for one of our vessels or organisations. */
export const externalMappings = pgTable(
  'external_mappings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => externalProviders.id),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    externalId: text('external_id').notNull(),
  },
  (t) => [unique().on(t.tenantId, t.providerId, t.targetType, t.externalId), index().on(t.tenantId, t.targetType, t.targetId)],
);

/** Subscriptions of outside systems to events; payloads are signed with the hook's secret (stored encrypted). */
export const webhooks = pgTable('webhooks', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  url: text('url').notNull(),
  description: text('description'),
  events: jsonb('events').$type<string[]>().notNull().default([]),
  secretEncrypted: text('secret_encrypted').notNull(),
  active: boolean('active').notNull().default(true),
});

/** One delivery of one event to one webhook, and how it went. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    responseStatus: smallint('response_status'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index().on(t.tenantId, t.webhookId, t.createdAt)],
);
