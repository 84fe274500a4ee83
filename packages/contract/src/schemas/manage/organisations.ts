import { z } from 'zod';
import { LANGUAGES } from '../../routes';
import { optionalCountry, optionalEmail, optionalLanguage, optionalRef, optionalTextField, requiredText } from './fields';
import type { ResourceDescriptor } from './resource';

export const organisationInputSchema = z.object({
  name: requiredText(200),
  type_id: optionalRef,
  parent_id: optionalRef,
  registration_number: optionalTextField(60),
  vat_number: optionalTextField(60),
  address: optionalTextField(500),
  country: optionalCountry,
  contact_email: optionalEmail,
  invoice_language: optionalLanguage,
});

export const organisationRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type_id: z.number().int().nullable(),
  type_name: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  registration_number: z.string().nullable(),
  vat_number: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  contact_email: z.string().nullable(),
  invoice_language: z.string().nullable(),
});
export type OrganisationRecord = z.infer<typeof organisationRecordSchema>;

/** Organisations: customers of the tenant; organisation administrators see their own (and children). */
export const organisationsResource: ResourceDescriptor<typeof organisationInputSchema, typeof organisationRecordSchema> = {
  key: 'organisations',
  namespace: 'manage',
  input: organisationInputSchema,
  record: organisationRecordSchema,
  columns: [
    { name: 'name', sortable: true },
    { name: 'type_name', sortable: true },
    { name: 'parent_name' },
    { name: 'country', sortable: true },
    { name: 'contact_email' },
    { name: 'invoice_language', kind: 'option' },
  ],
  filters: [
    { name: 'q', kind: 'search' },
    { name: 'type_id', kind: 'reference', reference: 'organisation-types' },
    { name: 'invoice_language', kind: 'select', options: LANGUAGES },
  ],
  sortKeys: ['name', 'type_name', 'country'],
  defaultSort: 'name',
  fields: [
    { name: 'name', kind: 'text', span: 2 },
    { name: 'type_id', kind: 'reference', reference: 'organisation-types' },
    { name: 'parent_id', kind: 'reference', reference: 'organisations' },
    { name: 'registration_number', kind: 'text' },
    { name: 'vat_number', kind: 'text' },
    { name: 'address', kind: 'textarea', span: 2 },
    { name: 'country', kind: 'text' },
    { name: 'contact_email', kind: 'email' },
    { name: 'invoice_language', kind: 'select', options: LANGUAGES, translateOptions: true },
  ],
  permissions: ['manage-tenant-organisations', 'manage-organisation-children'],
  tenantPermission: 'manage-tenant-organisations',
  organisationScoped: true,
  titleField: 'name',
  canCreate: true,
  canDelete: true,
};
