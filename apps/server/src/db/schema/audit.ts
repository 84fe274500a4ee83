import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';

/** Who changed which manager record, when, and what changed (field -> [before, after]). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    // No foreign key: the history outlives a deleted user.
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.tenantId, t.resource, t.recordId, t.at)],
);
