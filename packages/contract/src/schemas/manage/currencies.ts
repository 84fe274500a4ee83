import { z } from 'zod';
import { requiredText } from './fields';
import type { ResourceDescriptor } from './resource';

export const currencyInputSchema = z.object({
  code: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/),
  name: requiredText(100),
  decimals: z.coerce.number().int().min(0).max(4),
  active: z.boolean().default(true),
});
export const currencyRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  active: z.boolean(),
});

/** Currencies (ISO 4217): the code is the record's identity. */
export const currenciesResource: ResourceDescriptor<typeof currencyInputSchema, typeof currencyRecordSchema> = {
  key: 'currencies',
  namespace: 'manage',
  input: currencyInputSchema,
  record: currencyRecordSchema,
  columns: [
    { name: 'code', sortable: true },
    { name: 'name', sortable: true },
    { name: 'decimals', kind: 'number' },
    { name: 'active', kind: 'boolean', sortable: true },
  ],
  filters: [
    { name: 'q', kind: 'search' },
    { name: 'active', kind: 'boolean' },
  ],
  sortKeys: ['code', 'name', 'active'],
  defaultSort: 'code',
  fields: [
    { name: 'code', kind: 'text', createOnly: true },
    { name: 'name', kind: 'text' },
    { name: 'decimals', kind: 'number' },
    { name: 'active', kind: 'boolean' },
  ],
  permissions: ['manage-tenant-currencies'],
  titleField: 'code',
  canCreate: true,
  canDelete: true,
  idKind: 'string',
  defaults: { decimals: 2, active: true },
};
