import { z } from 'zod';
import { LANGUAGES } from '../../routes';
import { language, requiredText } from './fields';
import type { ResourceDescriptor } from './resource';

/** Where a custom content block is shown. */
export const CONTENT_KEYS = ['signin-message', 'home-message', 'help'] as const;

export const customContentInputSchema = z.object({
  key: z.enum(CONTENT_KEYS),
  language,
  body: z.string().trim().min(1).max(20_000),
});
export const customContentRecordSchema = z.object({ id: z.number().int(), key: z.string(), language: z.string(), body: z.string(), title: z.string(), updated_at: z.string() });

/** Custom content: Markdown blocks by key and language, sanitised when rendered. */
export const customContentResource: ResourceDescriptor<typeof customContentInputSchema, typeof customContentRecordSchema> = {
  key: 'custom-content',
  namespace: 'manage',
  input: customContentInputSchema,
  record: customContentRecordSchema,
  columns: [
    { name: 'key', kind: 'option', sortable: true },
    { name: 'language', kind: 'option', sortable: true },
    { name: 'updated_at', kind: 'date', sortable: true },
  ],
  filters: [
    { name: 'q', kind: 'search' },
    { name: 'key', kind: 'select', options: CONTENT_KEYS },
    { name: 'language', kind: 'select', options: LANGUAGES },
  ],
  sortKeys: ['key', 'language', 'updated_at'],
  defaultSort: 'key',
  fields: [
    { name: 'key', kind: 'select', options: CONTENT_KEYS, translateOptions: true },
    { name: 'language', kind: 'select', options: LANGUAGES, translateOptions: true },
    { name: 'body', kind: 'markdown', span: 2 },
  ],
  permissions: ['manage-tenant-custom-content'],
  titleField: 'title',
  canCreate: true,
  canDelete: true,
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const termsInputSchema = z.object({
  language,
  version: z.string().trim().min(1).max(30),
  title: requiredText(200),
  effective_from: isoDate,
  body: z.string().trim().min(1).max(100_000),
});
export const termsRecordSchema = z.object({
  id: z.number().int(),
  language: z.string(),
  version: z.string(),
  title: z.string(),
  effective_from: z.string(),
  body: z.string(),
  in_force: z.boolean(),
});

/** Terms and conditions: versioned per language; the version in force is the latest whose date has come. */
export const termsResource: ResourceDescriptor<typeof termsInputSchema, typeof termsRecordSchema> = {
  key: 'terms-and-conditions',
  namespace: 'manage',
  input: termsInputSchema,
  record: termsRecordSchema,
  columns: [
    { name: 'title', sortable: true },
    { name: 'language', kind: 'option', sortable: true },
    { name: 'version', sortable: true },
    { name: 'effective_from', kind: 'date', sortable: true },
    { name: 'in_force', kind: 'boolean' },
  ],
  filters: [
    { name: 'q', kind: 'search' },
    { name: 'language', kind: 'select', options: LANGUAGES },
  ],
  sortKeys: ['title', 'language', 'version', 'effective_from'],
  defaultSort: '-effective_from',
  fields: [
    { name: 'title', kind: 'text', span: 2 },
    { name: 'language', kind: 'select', options: LANGUAGES, translateOptions: true },
    { name: 'version', kind: 'text' },
    { name: 'effective_from', kind: 'date' },
    { name: 'body', kind: 'markdown', span: 2 },
  ],
  permissions: ['manage-tenant-terms-and-conditions'],
  titleField: 'title',
  canCreate: true,
  canDelete: true,
};
