import type { PositionReport } from '@seaward/contract';
import { and, desc, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { areas, positions, trips, vessels } from '../../db/schema';
import { publishEvent } from '../subscriptions/publish';
import { type AreaGeometry, areaAt } from './geo';

type Vessel = typeof vessels.$inferSelect;
export type IngestResult = { area_id: number | null; started: string[]; ended: string[]; breach: boolean };

/**
 * Stores one position report and derives trip events from it (DOMAIN.md:
 * trips and breaches come from position data): leaving the area of an open
 * trip ends it; entering an area starts the vessel's planned trip there, or,
 * without one, is a possible breach. Each becomes a published event.
 */
export async function ingestPosition(tx: Tx, tenantId: number, vessel: Vessel, p: PositionReport): Promise<IngestResult> {
  const at = new Date(p.recorded_at);
  const [previous] = await tx
    .select({ lat: positions.lat, lon: positions.lon })
    .from(positions)
    .where(and(eq(positions.vesselId, vessel.id), lt(positions.recordedAt, at)))
    .orderBy(desc(positions.recordedAt))
    .limit(1);
  await tx.insert(positions).values({ tenantId, vesselId: vessel.id, recordedAt: at, lat: p.lat, lon: p.lon, speedKn: p.speed_kn ?? null, courseDeg: p.course_deg ?? null });

  const areaList = (await tx.select({ id: areas.id, name: areas.name, geometry: areas.geometry }).from(areas)) as { id: number; name: string; geometry: AreaGeometry }[];
  const now = areaAt(areaList, p.lon, p.lat);
  const before = previous ? areaAt(areaList, Number(previous.lon), Number(previous.lat)) : null;
  const nameOf = (id: number) => areaList.find((a) => a.id === id)?.name ?? '';
  const result: IngestResult = { area_id: now?.id ?? null, started: [], ended: [], breach: false };
  const base = { vesselId: vessel.id, organisationId: vessel.organisationId };

  const open = await tx.select().from(trips).where(and(eq(trips.vesselId, vessel.id), isNull(trips.exitAt), eq(trips.status, 'ongoing')));
  for (const trip of open.filter((t) => t.areaId !== now?.id)) {
    await tx.update(trips).set({ exitAt: at, status: 'completed' }).where(eq(trips.id, trip.id));
    result.ended.push(trip.reference);
    await publishEvent(tx, { type: 'trip.ended', path: `/trips/${trip.reference}`, ...base, areaId: trip.areaId, params: { ref: trip.reference, vessel: vessel.name, area: nameOf(trip.areaId) } });
  }
  if (now && !open.some((t) => t.areaId === now.id)) {
    const [planned] = await tx
      .select()
      .from(trips)
      .where(and(eq(trips.vesselId, vessel.id), eq(trips.areaId, now.id), eq(trips.status, 'planned'), ne(trips.status, 'cancelled')))
      .orderBy(trips.entryAt)
      .limit(1);
    if (planned) {
      await tx.update(trips).set({ entryAt: at, status: 'ongoing' }).where(eq(trips.id, planned.id));
      result.started.push(planned.reference);
      await publishEvent(tx, { type: 'trip.started', path: `/trips/${planned.reference}`, ...base, areaId: now.id, params: { ref: planned.reference, vessel: vessel.name, area: now.name } });
    } else if (before?.id !== now.id) {
      // Only on crossing into the area: every later report inside it is the same breach.
      result.breach = true;
      await publishEvent(tx, { type: 'breach.detected', path: `/vessels/${vessel.id}`, ...base, areaId: now.id, params: { vessel: vessel.name, area: now.name } });
    }
  }
  return result;
}
