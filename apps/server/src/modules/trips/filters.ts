import type { TripFilter } from '@seaward/contract';
import { type SQL, and, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { trips, vessels } from '../../db/schema';

/** Vessels a free-text search can name at most; past this the text is too vague to help. */
const TEXT_VESSEL_LIMIT = 500;
const DAY_MS = 86_400_000;

/** Ongoing = entered (entry not in the future) and not exited; a cancelled trip never is. Matches the partial index. */
export const ongoingCondition = (now: Date) =>
  and(lte(trips.entryAt, now), isNull(trips.exitAt), ne(trips.status, 'cancelled'));

/**
 * The where clause of the trips list and its export. `visible` is the
 * organisation scope (null: all of the tenant). Every condition is on an
 * indexed column; free text becomes a reference prefix (index on
 * upper(reference)) or a set of vessel ids matched by name or IMO.
 */
export async function tripConditions(tx: Tx, f: TripFilter, visible: Set<number> | null, now = new Date()): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (visible) conditions.push(inArray(trips.organisationId, [...visible]));
  if (f.q) {
    const text = f.q.toUpperCase();
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matched = await tx
      .select({ id: vessels.id })
      .from(vessels)
      .where(or(sql`upper(${vessels.name}) like ${like}`, eq(vessels.imo, f.q.replace(/^IMO\s*/i, ''))))
      .limit(TEXT_VESSEL_LIMIT);
    const prefix = referencePrefix(text);
    conditions.push(matched.length ? or(prefix, inArray(trips.vesselId, matched.map((v) => v.id))) : prefix);
  }
  if (f.status) conditions.push(eq(trips.status, f.status));
  if (f.area_id) conditions.push(eq(trips.areaId, f.area_id));
  if (f.organisation_id) conditions.push(eq(trips.organisationId, f.organisation_id));
  if (f.vessel_id) conditions.push(eq(trips.vesselId, f.vessel_id));
  if (f.entry_from) conditions.push(gte(trips.entryAt, new Date(`${f.entry_from}T00:00:00Z`)));
  if (f.entry_to) conditions.push(lt(trips.entryAt, new Date(new Date(`${f.entry_to}T00:00:00Z`).getTime() + DAY_MS)));
  if (f.ongoing === 'true') conditions.push(ongoingCondition(now));
  return and(...conditions);
}

/**
 * References starting with `prefix` (references are upper case), as a byte-wise
 * range rather than LIKE: the pattern operators are leakproof, so the index
 * (tenant_id, reference text_pattern_ops) is usable under row-level security.
 */
export function referencePrefix(prefix: string): SQL {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const upper = prefix.slice(0, -1) + String.fromCodePoint(last + 1);
  return sql`(${trips.reference} ~>=~ ${prefix} and ${trips.reference} ~<~ ${upper})`;
}

/** Inclusive calendar days of a trip (DOMAIN.md default); an open trip counts to today. */
export function tripDays(entry: Date | null, exit: Date | null, now = new Date()): number | null {
  if (!entry) return null;
  const end = exit ?? now;
  if (end < entry) return null;
  const day = (d: Date) => Math.floor(d.getTime() / DAY_MS);
  return day(end) - day(entry) + 1;
}
