import { COUNT_CAP, type TripFilter, type TripRow } from '@seaward/contract';
import { type SQL, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { areas, invoices, organisations, tripPremiumLines, trips, vessels } from '../../db/schema';
import { tripConditions, tripDays } from './filters';

const SORTS = {
  reference: trips.reference,
  entry_at: trips.entryAt,
  exit_at: trips.exitAt,
  status: trips.status,
  created_at: trips.createdAt,
} as const;

/** `-entry_at` → entry_at descending; the id breaks ties so pages never overlap. */
export function orderOf(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const column = SORTS[sort.replace(/^-/, '') as keyof typeof SORTS] ?? trips.entryAt;
  return descending ? [desc(column), desc(trips.id)] : [asc(column), asc(trips.id)];
}

const rowColumns = {
  id: trips.id,
  reference: trips.reference,
  status: trips.status,
  entryAt: trips.entryAt,
  exitAt: trips.exitAt,
  vesselId: vessels.id,
  vesselName: vessels.name,
  vesselImo: vessels.imo,
  orgId: organisations.id,
  orgName: organisations.name,
  areaId: areas.id,
  areaName: areas.name,
  areaCode: areas.code,
  invoiceStatus: invoices.status,
};

/** Trip rows with vessel, organisation, area, premium per currency and invoice status. */
export async function selectTripRows(tx: Tx, where: SQL | undefined, order: SQL[], limit: number, offset: number, now = new Date()): Promise<TripRow[]> {
  const rows = await tx
    .select(rowColumns)
    .from(trips)
    .innerJoin(vessels, eq(vessels.id, trips.vesselId))
    .innerJoin(organisations, eq(organisations.id, trips.organisationId))
    .innerJoin(areas, eq(areas.id, trips.areaId))
    // One invoice per trip (unique tenant_id, trip_id); joined for the page only, never for the count.
    .leftJoin(invoices, eq(invoices.tripId, trips.id))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.id);
  const premium = new Map<number, { currency: string; amount_minor: number }[]>();
  if (ids.length) {
    const sums = await tx
      .select({ tripId: tripPremiumLines.tripId, currency: tripPremiumLines.currency, amount: sql<string>`sum(${tripPremiumLines.amountMinor})` })
      .from(tripPremiumLines)
      .where(inArray(tripPremiumLines.tripId, ids))
      .groupBy(tripPremiumLines.tripId, tripPremiumLines.currency)
      .orderBy(tripPremiumLines.currency);
    for (const s of sums) premium.set(s.tripId, [...(premium.get(s.tripId) ?? []), { currency: s.currency, amount_minor: Number(s.amount) }]);
  }
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    status: r.status,
    vessel: { id: r.vesselId, name: r.vesselName, imo: r.vesselImo },
    organisation: { id: r.orgId, name: r.orgName },
    area: { id: r.areaId, name: r.areaName, code: r.areaCode },
    entry_at: r.entryAt?.toISOString() ?? null,
    exit_at: r.exitAt?.toISOString() ?? null,
    days: tripDays(r.entryAt, r.exitAt, now),
    premium: premium.get(r.id) ?? [],
    invoice_status: r.invoiceStatus ?? null,
  }));
}

/**
 * Counts matching rows up to COUNT_CAP + 1 only: an exact count of a million
 * rows costs far more than the page, and a list needs no more than "over 10,000".
 */
export async function cappedCount(tx: Tx, where: SQL | undefined): Promise<{ total: number; capped: boolean }> {
  const inner = tx.select({ one: sql`1` }).from(trips).where(where).limit(COUNT_CAP + 1).as('page_count');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(inner);
  const n = Number(row?.n ?? 0);
  return n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };
}

/** One page of the trips list. */
export async function listTrips(tx: Tx, q: TripFilter & { page: number; perPage: number; sort: string }, visible: Set<number> | null) {
  const now = new Date();
  const where = await tripConditions(tx, q, visible, now);
  const [data, count] = await Promise.all([
    selectTripRows(tx, where, orderOf(q.sort), q.perPage, (q.page - 1) * q.perPage, now),
    cappedCount(tx, where),
  ]);
  return { data, total: count.total, total_capped: count.capped };
}
