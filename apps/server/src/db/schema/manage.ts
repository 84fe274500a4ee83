import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId } from './columns';
import { users } from './users';

/** One-time set-password links sent with an invitation; the table keeps the token's SHA-256 only. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.tenantId, t.userId)],
);
