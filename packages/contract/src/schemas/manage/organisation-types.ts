import { z } from 'zod';
import { requiredText } from './fields';
import type { ResourceDescriptor } from './resource';

export const organisationTypeInputSchema = z.object({ name: requiredText(100) });
export const organisationTypeRecordSchema = z.object({ id: z.number().int(), name: z.string(), organisations: z.number().int() });

/** Organisation types: the simplest resource, one declaration plus translations. */
export const organisationTypesResource: ResourceDescriptor<typeof organisationTypeInputSchema, typeof organisationTypeRecordSchema> = {
  key: 'organisation-types',
  namespace: 'manage',
  input: organisationTypeInputSchema,
  record: organisationTypeRecordSchema,
  columns: [{ name: 'name', sortable: true }, { name: 'organisations', kind: 'number' }],
  filters: [{ name: 'q', kind: 'search' }],
  sortKeys: ['name'],
  defaultSort: 'name',
  fields: [{ name: 'name', kind: 'text', span: 2 }],
  permissions: ['manage-tenant-organisation-types'],
  titleField: 'name',
  canCreate: true,
  canDelete: true,
};
