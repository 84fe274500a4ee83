import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

type Row = { trip_id: number; status: string };

/**
 * Invoice status per trip id, read from the invoices module's table (one
 * invoice per trip). Queried by the page's ids rather than joined, so the
 * list's sort and count never touch the invoices table. A database migrated
 * before the invoices module existed has no such table: then no trip has an
 * invoice.
 */
export async function invoiceStatuses(tx: Tx, tripIds: number[]): Promise<Map<number, string>> {
  if (!tripIds.length) return new Map();
  const res = await tx.execute(sql`select to_regclass('invoices') is not null as present`);
  if (!(res as unknown as { rows: { present: boolean }[] }).rows[0]?.present) return new Map();
  const ids = sql.join(tripIds.map((id) => sql`${id}`), sql`, `);
  const found = await tx.execute(sql`select trip_id, status::text as status from invoices where trip_id in (${ids})`);
  return new Map((found as unknown as { rows: Row[] }).rows.map((r) => [Number(r.trip_id), r.status]));
}
