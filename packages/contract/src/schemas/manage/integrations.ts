import { z } from 'zod';
import { optionalTextField, requiredText } from './fields';
import type { ResourceDescriptor } from './resource';

export const PROVIDER_KINDS = ['tracking', 'data', 'intelligence'] as const;
export const MAPPING_TARGETS = ['vessel', 'organisation'] as const;
/** Events a webhook can subscribe to. */
export const WEBHOOK_EVENTS = ['trip.started', 'trip.ended', 'invoice.confirmed', 'breach.detected', 'threat.assessed', 'organisation.changed', 'user.changed'] as const;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalUrl = z.preprocess(blankToNull, z.url({ protocol: /^https?$/ }).max(500).nullable());

export const externalProviderInputSchema = z.object({
  name: requiredText(100),
  kind: z.enum(PROVIDER_KINDS),
  base_url: optionalUrl,
  // Write-only: empty keeps what is stored; the stored value never leaves the server.
  credentials: z.preprocess(blankToNull, z.string().max(4000).nullable()).optional(),
  active: z.boolean().default(true),
});
export const externalProviderRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  base_url: z.string().nullable(),
  has_credentials: z.boolean(),
  active: z.boolean(),
  mappings: z.number().int(),
});

/** External providers (tracking, data, intelligence). */
export const externalProvidersResource: ResourceDescriptor<typeof externalProviderInputSchema, typeof externalProviderRecordSchema> = {
  key: 'external-providers',
  namespace: 'manage',
  input: externalProviderInputSchema,
  record: externalProviderRecordSchema,
  columns: [
    { name: 'name', sortable: true },
    { name: 'kind', kind: 'option', sortable: true },
    { name: 'base_url' },
    { name: 'has_credentials', kind: 'boolean' },
    { name: 'active', kind: 'boolean', sortable: true },
  ],
  filters: [
    { name: 'q', kind: 'search' },
    { name: 'kind', kind: 'select', options: PROVIDER_KINDS },
  ],
  sortKeys: ['name', 'kind', 'active'],
  defaultSort: 'name',
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'kind', kind: 'select', options: PROVIDER_KINDS, translateOptions: true },
    { name: 'base_url', kind: 'url', span: 2 },
    { name: 'credentials', kind: 'secret', span: 2 },
    { name: 'active', kind: 'boolean' },
  ],
  permissions: ['manage-external-providers'],
  titleField: 'name',
  canCreate: true,
  canDelete: true,
  defaults: { kind: 'tracking', active: true },
};

export const externalMappingInputSchema = z.object({
  provider_id: z.coerce.number().int().positive(),
  target_type: z.enum(MAPPING_TARGETS),
  target_id: z.coerce.number().int().positive(),
  external_id: requiredText(100),
});
export const externalMappingRecordSchema = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  target_name: z.string().nullable(),
  external_id: z.string(),
  label: z.string(),
});

/** External mappings: a provider's id for one of our vessels or organisations. */
export const externalMappingsResource: ResourceDescriptor<typeof externalMappingInputSchema, typeof externalMappingRecordSchema> = {
  key: 'external-mappings',
  namespace: 'manage',
  input: externalMappingInputSchema,
  record: externalMappingRecordSchema,
  columns: [
    { name: 'provider_name', sortable: true },
    { name: 'external_id', sortable: true },
    { name: 'target_type', kind: 'option', sortable: true },
    { name: 'target_name' },
  ],
  filters: [
    { name: 'q', kind: 'search' },
    { name: 'provider_id', kind: 'reference', reference: 'external-providers' },
    { name: 'target_type', kind: 'select', options: MAPPING_TARGETS },
  ],
  sortKeys: ['provider_name', 'external_id', 'target_type'],
  defaultSort: 'provider_name',
  fields: [
    { name: 'provider_id', kind: 'reference', reference: 'external-providers' },
    { name: 'external_id', kind: 'text' },
    { name: 'target_type', kind: 'select', options: MAPPING_TARGETS, translateOptions: true },
    { name: 'target_id', kind: 'number' },
  ],
  permissions: ['manage-external-mappings'],
  titleField: 'label',
  canCreate: true,
  canDelete: true,
  defaults: { target_type: 'vessel' },
};

export const webhookInputSchema = z.object({
  url: z.url({ protocol: /^https?$/ }).max(500),
  description: optionalTextField(200),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1),
  active: z.boolean().default(true),
});
export const webhookRecordSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  active: z.boolean(),
  last_status: z.string().nullable(),
});
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Webhooks: signed (HMAC-SHA256) event deliveries through the outbox, retried with back-off. */
export const webhooksResource: ResourceDescriptor<typeof webhookInputSchema, typeof webhookRecordSchema> = {
  key: 'webhooks',
  namespace: 'manage',
  input: webhookInputSchema,
  record: webhookRecordSchema,
  columns: [
    { name: 'url', sortable: true },
    { name: 'description' },
    { name: 'events', kind: 'list' },
    { name: 'active', kind: 'boolean', sortable: true },
    { name: 'last_status', kind: 'option' },
  ],
  filters: [
    { name: 'q', kind: 'search' },
    { name: 'active', kind: 'boolean' },
  ],
  sortKeys: ['url', 'active'],
  defaultSort: 'url',
  fields: [
    { name: 'url', kind: 'url', span: 2 },
    { name: 'description', kind: 'text', span: 2 },
    { name: 'events', kind: 'multiselect', options: WEBHOOK_EVENTS, translateOptions: true, span: 2 },
    { name: 'active', kind: 'boolean' },
  ],
  permissions: ['manage-tenant-webhooks'],
  titleField: 'url',
  canCreate: true,
  canDelete: true,
  defaults: { events: [], active: true },
};
