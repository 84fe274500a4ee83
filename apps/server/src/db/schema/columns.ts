import { integer } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** The tenant_id column every tenant-owned table has (row-level security keys on it). */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
