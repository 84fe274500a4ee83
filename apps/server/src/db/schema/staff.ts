import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';
import { users } from './users';

/**
 * What a user wants to be told about: one event kind, scoped to everything or
 * to one area, vessel or organisation (`scope_id`), delivered in-app and/or by e-mail.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    scope: text('scope').notNull().default('all'),
    scopeId: integer('scope_id'),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.tenantId, t.event), index().on(t.tenantId, t.userId)],
);
