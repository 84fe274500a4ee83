import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const JOB_STATUSES = ['pending', 'running', 'done', 'dead'] as const;

/**
 * The transactional outbox: a job is written in the same transaction as the
 * change that causes it, so it exists exactly when that change committed.
 * `tenant_id` defaults to the transaction's app.tenant_id (set by withTenant).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .default(sql`nullif(current_setting('app.tenant_id', true), '')::int`)
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(8),
    lastError: text('last_error'),
    /** While running: when the claim lapses and another worker may retry (the process died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt)],
);
