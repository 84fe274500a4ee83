import { type AnyPgColumn, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';

export const organisationTypes = pgTable(
  'organisation_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
  },
  (t) => [unique().on(t.tenantId, t.name)],
);

export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    typeId: integer('type_id').references(() => organisationTypes.id),
    parentId: integer('parent_id').references((): AnyPgColumn => organisations.id),
    country: text('country'),
    registrationNumber: text('registration_number'),
    vatNumber: text('vat_number'),
    address: text('address'),
    contactEmail: text('contact_email'),
    invoiceLanguage: text('invoice_language'),
  },
  (t) => [unique().on(t.tenantId, t.name), index().on(t.tenantId, t.parentId)],
);
