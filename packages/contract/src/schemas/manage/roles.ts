import { z } from 'zod';
import { ALL_PERMISSIONS } from '../../permissions';
import { optionalTextField } from './fields';
import type { ResourceDescriptor } from './resource';

/** The role no one may create, rename, change or delete from the manager area. */
export const RESERVED_ROLE = 'super-admin';

export const roleInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9][a-z0-9-]*$/)
    .refine((v) => v !== RESERVED_ROLE, { params: { reason: 'reserved' } }),
  description: optionalTextField(300),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [string, ...string[]])).max(ALL_PERMISSIONS.length).default([]),
});

export const roleRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  users: z.number().int(),
  reserved: z.boolean(),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

/** Roles: a permission matrix grouped like the menu; super-admin is reserved. */
export const rolesResource: ResourceDescriptor<typeof roleInputSchema, typeof roleRecordSchema> = {
  key: 'roles',
  namespace: 'manage',
  input: roleInputSchema,
  record: roleRecordSchema,
  columns: [
    { name: 'name', sortable: true },
    { name: 'description' },
    { name: 'users', kind: 'number', sortable: true },
  ],
  filters: [{ name: 'q', kind: 'search' }],
  sortKeys: ['name', 'users'],
  defaultSort: 'name',
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'description', kind: 'text' },
    { name: 'permissions', kind: 'permissions', span: 2 },
  ],
  permissions: ['manage-tenant-roles'],
  titleField: 'name',
  canCreate: true,
  canDelete: true,
};
