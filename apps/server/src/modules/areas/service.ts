import type { AreaRow } from '@seaward/contract';
import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { areaRates, areas, coverageTypes, trips } from '../../db/schema';
import { ongoingCondition } from '../trips/filters';

type AreaRecord = typeof areas.$inferSelect;

const SORTS = { name: areas.name, code: areas.code, kind: areas.kind } as const;

/** Rates and open-trip counts for the given areas (open trips limited to the visible organisations). */
export async function decorateAreas(tx: Tx, rows: AreaRecord[], visible: Set<number> | null): Promise<AreaRow[]> {
  const ids = rows.map((a) => a.id);
  if (!ids.length) return [];
  const rates = await tx
    .select({ areaId: areaRates.areaId, coverage_code: coverageTypes.code, coverage_name: coverageTypes.name, rate_pct: areaRates.ratePct, period_days: areaRates.periodDays })
    .from(areaRates)
    .innerJoin(coverageTypes, eq(coverageTypes.id, areaRates.coverageTypeId))
    .where(inArray(areaRates.areaId, ids))
    .orderBy(asc(coverageTypes.id));
  const open = await tx
    .select({ areaId: trips.areaId, n: count() })
    .from(trips)
    .where(and(inArray(trips.areaId, ids), ongoingCondition(new Date()), visible ? inArray(trips.organisationId, [...visible]) : undefined))
    .groupBy(trips.areaId);
  const openOf = new Map(open.map((o) => [o.areaId, Number(o.n)]));
  return rows.map((a) => ({
    id: a.id,
    code: a.code,
    name: a.name,
    kind: a.kind,
    effective_from: a.effectiveFrom,
    open_trips: openOf.get(a.id) ?? 0,
    rates: rates.filter((r) => r.areaId === a.id).map(({ areaId: _, ...rate }) => rate),
  }));
}

/** One page of areas. */
export async function listAreas(tx: Tx, q: { page: number; perPage: number; sort: string; q?: string; kind?: string }, visible: Set<number> | null) {
  const conditions: SQL[] = [];
  if (q.q) conditions.push(sql`(upper(${areas.name}) like ${`%${q.q.toUpperCase()}%`} or upper(${areas.code}) like ${`%${q.q.toUpperCase()}%`})`);
  if (q.kind) conditions.push(eq(areas.kind, q.kind));
  const where = and(...conditions);
  const column = SORTS[q.sort.replace(/^-/, '') as keyof typeof SORTS] ?? areas.name;
  const rows = await tx
    .select()
    .from(areas)
    .where(where)
    .orderBy(q.sort.startsWith('-') ? desc(column) : asc(column), asc(areas.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await tx.select({ n: count() }).from(areas).where(where);
  return { data: await decorateAreas(tx, rows, visible), total: Number(total?.n ?? 0), total_capped: false };
}
