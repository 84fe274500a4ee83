import { z } from 'zod';
import { optionalLanguage, optionalRef, requiredText } from './fields';
import type { ResourceDescriptor } from './resource';

export const userInputSchema = z.object({
  name: requiredText(200),
  email: z.email().trim().toLowerCase().max(254),
  organisation_id: optionalRef,
  language: optionalLanguage,
  role_ids: z.array(z.coerce.number().int().positive()).max(50).default([]),
  active: z.boolean().default(true),
});

export const userRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  organisation_id: z.number().int().nullable(),
  organisation_name: z.string().nullable(),
  language: z.string().nullable(),
  role_ids: z.array(z.number().int()),
  role_names: z.array(z.string()),
  active: z.boolean(),
  has_password: z.boolean(),
  created_at: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** Users: invited by e-mail; deactivating one ends their sessions at once. */
export const usersResource: ResourceDescriptor<typeof userInputSchema, typeof userRecordSchema> = {
  key: 'users',
  namespace: 'manage',
  input: userInputSchema,
  record: userRecordSchema,
  columns: [
    { name: 'name', sortable: true },
    { name: 'email', sortable: true },
    { name: 'organisation_name', sortable: true },
    { name: 'role_names', kind: 'list' },
    { name: 'active', kind: 'boolean', sortable: true },
  ],
  filters: [
    { name: 'q', kind: 'search' },
    { name: 'organisation_id', kind: 'reference', reference: 'organisations' },
    { name: 'role_id', kind: 'reference', reference: 'roles' },
    { name: 'active', kind: 'boolean' },
  ],
  sortKeys: ['name', 'email', 'organisation_name', 'active'],
  defaultSort: 'name',
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'email', kind: 'email' },
    { name: 'organisation_id', kind: 'reference', reference: 'organisations' },
    { name: 'language', kind: 'select', options: ['en-GB', 'fr-FR', 'nb-NO', 'ja-JP'], translateOptions: true },
    { name: 'role_ids', kind: 'references', reference: 'roles', span: 2 },
    { name: 'active', kind: 'boolean' },
  ],
  permissions: ['manage-tenant-users', 'manage-organisation-users'],
  tenantPermission: 'manage-tenant-users',
  organisationScoped: true,
  titleField: 'name',
  canCreate: true,
  canDelete: true,
  defaults: { active: true, role_ids: [] },
};
