import type { InvoiceBankAccount, InvoicePolicy } from '@seaward/contract';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { tenantId } from './columns';
import { trips } from './fleet';

const organisationId = () =>
  integer('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

export type SignatureBlock = { name: string | null; title: string | null; department: string | null; url: string | null };

/** Invoice defaults of one organisation (one row per organisation). */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    tenantId: tenantId(),
    organisationId: organisationId(),
    title: text('title'),
    emailRecipients: jsonb('email_recipients').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    signature: jsonb('signature').$type<SignatureBlock>().notNull().default({ name: null, title: null, department: null, url: null }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.organisationId] })],
);

/** Bank accounts an organisation's invoices may name; ids come from the browser's dialog. */
export const invoiceBankAccounts = pgTable(
  'invoice_bank_accounts',
  {
    tenantId: tenantId(),
    organisationId: organisationId(),
    id: text('id').notNull(),
    position: smallint('position').notNull().default(0),
    name: text('name').notNull(),
    details: text('details').notNull(),
    type: text('type', { enum: ['domestic', 'international'] }).notNull(),
    currency: text('currency').notNull(),
    swift: text('swift'),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    preset: boolean('preset').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.organisationId, t.id] })],
);

/** The due-date rule ('due') and the extended due-date rule ('extended') of an organisation. */
export const invoiceDueDateRules = pgTable(
  'invoice_due_date_rules',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    organisationId: organisationId(),
    kind: text('kind', { enum: ['due', 'extended'] }).notNull(),
    active: boolean('active').notNull().default(false),
    baseDate: text('base_date', { enum: ['invoice_issue_date', 'trip_entry_date', 'trip_exit_date', 'trip_confirmation_date'] }),
    rule: text('rule', { enum: ['days_after', 'day_of', 'day_of_next_month'] }),
    daysAfter: smallint('days_after'),
    dayOfMonth: smallint('day_of_month'),
    lastDayOfMonth: boolean('last_day_of_month').notNull().default(false),
  },
  (t) => [unique().on(t.tenantId, t.organisationId, t.kind)],
);

export const INVOICE_STATUS_VALUES = ['draft', 'pending', 'paid', 'cancelled'] as const;

/**
 * One invoice per trip. A draft is editable; confirming makes it pending,
 * gives it the tenant's next number and stores the rendered model in
 * `frozen`, which every later preview, PDF and e-mail uses unchanged.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    status: text('status', { enum: INVOICE_STATUS_VALUES }).notNull().default('draft'),
    number: text('number'),
    numberYear: smallint('number_year'),
    sequence: integer('sequence'),
    language: text('language').notNull(),
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    extendedDueDate: date('extended_due_date'),
    notes: text('notes'),
    emailRecipients: jsonb('email_recipients').$type<string[]>().notNull().default([]),
    bankAccounts: jsonb('bank_accounts').$type<InvoiceBankAccount[]>().notNull().default([]),
    policies: jsonb('policies').$type<InvoicePolicy[]>().notNull().default([]),
    currencies: jsonb('currencies').$type<string[]>().notNull().default([]),
    frozen: jsonb('frozen').$type<unknown>(),
    /** When the draft was (re)made from the trip and settings; a reload sets it anew. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [unique().on(t.tenantId, t.tripId), unique().on(t.tenantId, t.number), index().on(t.tenantId, t.organisationId, t.status)],
);

/** The last invoice number used per tenant and year: gap-free, row-locked by confirm. */
export const invoiceNumberSequences = pgTable(
  'invoice_number_sequences',
  {
    tenantId: tenantId(),
    year: smallint('year').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.year] })],
);
