import { z } from 'zod';
import { requiredText } from './fields';
import type { ResourceDescriptor } from './resource';
import { TENANT_FEATURES } from './tenant-settings';

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/);

export const tenantInputSchema = z.object({
  name: requiredText(100),
  hosts: z.array(hostName).min(1).max(20),
  features: z.array(z.enum(TENANT_FEATURES)).default([]),
  active: z.boolean().default(true),
});
export const tenantRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  hosts: z.array(z.string()),
  features: z.array(z.string()),
  active: z.boolean(),
  has_logo: z.boolean(),
});

/** Logo upload: raster images only (an uploaded SVG could carry scripts). */
export const TENANT_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_TENANT_LOGO_BYTES = 512 * 1024;

/** Tenants (manage-tenants): the signed-in tenant's name, host names, logo, features and state. */
export const tenantsResource: ResourceDescriptor<typeof tenantInputSchema, typeof tenantRecordSchema> = {
  key: 'tenants',
  namespace: 'manage',
  input: tenantInputSchema,
  record: tenantRecordSchema,
  columns: [
    { name: 'name', sortable: true },
    { name: 'slug' },
    { name: 'hosts', kind: 'list' },
    { name: 'features', kind: 'list' },
    { name: 'active', kind: 'boolean' },
  ],
  filters: [{ name: 'q', kind: 'search' }],
  sortKeys: ['name'],
  defaultSort: 'name',
  fields: [
    { name: 'name', kind: 'text', span: 2 },
    { name: 'hosts', kind: 'tags', span: 2 },
    { name: 'features', kind: 'multiselect', options: TENANT_FEATURES, translateOptions: true, span: 2 },
    { name: 'active', kind: 'boolean' },
  ],
  permissions: ['manage-tenants'],
  titleField: 'name',
  canCreate: false,
  canDelete: false,
};
