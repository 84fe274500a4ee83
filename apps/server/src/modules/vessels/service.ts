import type { VesselListQuery, VesselRow } from '@seaward/contract';
import { type SQL, and, asc, count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { organisations, positions, trips, vessels } from '../../db/schema';
import { ongoingCondition } from '../trips/filters';

type VesselRecord = typeof vessels.$inferSelect;
const SORTS = { name: vessels.name, imo: vessels.imo, type: vessels.type, flag: vessels.flag, built_year: vessels.builtYear } as const;

/** Vessel visibility: organisation-level users see their organisations' vessels only. */
export const vesselScope = (visible: Set<number> | null) => (visible ? inArray(vessels.organisationId, [...visible]) : undefined);

async function decorate(tx: Tx, rows: VesselRecord[]): Promise<VesselRow[]> {
  const ids = rows.map((v) => v.id);
  const orgIds = [...new Set(rows.map((v) => v.organisationId).filter((id): id is number => id != null))];
  const orgs = orgIds.length ? await tx.select({ id: organisations.id, name: organisations.name }).from(organisations).where(inArray(organisations.id, orgIds)) : [];
  const ongoing = ids.length
    ? await tx.select({ vesselId: trips.vesselId, reference: trips.reference }).from(trips).where(and(inArray(trips.vesselId, ids), ongoingCondition(new Date())))
    : [];
  const orgOf = new Map(orgs.map((o) => [o.id, o]));
  const tripOf = new Map(ongoing.map((t) => [t.vesselId, t.reference]));
  return rows.map((v) => ({
    id: v.id,
    name: v.name,
    imo: v.imo,
    mmsi: v.mmsi,
    type: v.type,
    flag: v.flag,
    built_year: v.builtYear,
    organisation: v.organisationId != null ? (orgOf.get(v.organisationId) ?? null) : null,
    ongoing_trip: tripOf.get(v.id) ?? null,
  }));
}

/** One page of vessels: free text on name, IMO and MMSI; organisation and type filters. */
export async function listVessels(tx: Tx, q: VesselListQuery, visible: Set<number> | null) {
  const conditions: (SQL | undefined)[] = [vesselScope(visible)];
  if (q.q) {
    const like = `%${q.q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.q.replace(/^IMO\s*/i, '');
    conditions.push(or(sql`upper(${vessels.name}) like ${like}`, eq(vessels.imo, digits), eq(vessels.mmsi, digits)));
  }
  if (q.organisation_id) conditions.push(eq(vessels.organisationId, q.organisation_id));
  if (q.type) conditions.push(eq(vessels.type, q.type));
  const where = and(...conditions);
  const column = SORTS[q.sort.replace(/^-/, '') as keyof typeof SORTS] ?? vessels.name;
  const rows = await tx
    .select()
    .from(vessels)
    .where(where)
    .orderBy(q.sort.startsWith('-') ? desc(column) : asc(column), asc(vessels.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await tx.select({ n: count() }).from(vessels).where(where);
  return { data: await decorate(tx, rows), total: Number(total?.n ?? 0), total_capped: false };
}

const TRACK_DAYS = 14;
const TRACK_LIMIT = 2_000;

/** One vessel with its latest position and recent track; null when not visible. */
export async function getVessel(tx: Tx, id: number, visible: Set<number> | null) {
  const [row] = await tx.select().from(vessels).where(and(eq(vessels.id, id), vesselScope(visible)));
  if (!row) return null;
  const [decorated] = await decorate(tx, [row]);
  const [latest] = await tx.select().from(positions).where(eq(positions.vesselId, id)).orderBy(desc(positions.recordedAt)).limit(1);
  const since = new Date((latest?.recordedAt ?? new Date()).getTime() - TRACK_DAYS * 86_400_000);
  const track = await tx
    .select({ lon: positions.lon, lat: positions.lat })
    .from(positions)
    .where(and(eq(positions.vesselId, id), gte(positions.recordedAt, since)))
    .orderBy(asc(positions.recordedAt))
    .limit(TRACK_LIMIT);
  return {
    ...decorated!,
    gross_tonnage: row.grossTonnage,
    hull_value_minor: row.hullValueMinor,
    value_currency: row.valueCurrency,
    position: latest
      ? { recorded_at: latest.recordedAt.toISOString(), lat: Number(latest.lat), lon: Number(latest.lon), speed_kn: latest.speedKn == null ? null : Number(latest.speedKn), course_deg: latest.courseDeg }
      : null,
    track: track.map((p) => [Number(p.lon), Number(p.lat)] as [number, number]),
  };
}
