import { date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';
import { organisations } from './organisations';

/** Markdown blocks by key and language (sign-in message, help), sanitised when rendered. */
export const customContent = pgTable(
  'custom_content',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.tenantId, t.key, t.language)],
);

/** Terms and conditions: one version per language, in force from its effective date. */
export const termsDocuments = pgTable(
  'terms_documents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    language: text('language').notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [unique().on(t.tenantId, t.language, t.version), index().on(t.tenantId, t.language, t.effectiveFrom)],
);

/** E-mail templates per event and language (Liquid); an organisation may override the tenant's. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    event: text('event').notNull(),
    language: text('language').notNull(),
    organisationId: integer('organisation_id').references(() => organisations.id),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
  },
  (t) => [unique().on(t.tenantId, t.event, t.language, t.organisationId).nullsNotDistinct()],
);
