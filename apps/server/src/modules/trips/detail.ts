import type { TripDetail } from '@seaward/contract';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { areas, coverageTypes, positions, tripPremiumLines, trips, vessels } from '../../db/schema';
import { selectTripRows } from './list';

const TRACK_LIMIT = 2_000;

/** One trip by reference with its lines and the vessel's track during it; null when not visible. */
export async function getTrip(tx: Tx, reference: string, visible: Set<number> | null): Promise<TripDetail | null> {
  const [trip] = await tx.select().from(trips).where(eq(trips.reference, reference));
  if (!trip || (visible && !visible.has(trip.organisationId))) return null;
  const [row] = await selectTripRows(tx, eq(trips.id, trip.id), [], 1, 0);
  const [vessel] = await tx.select().from(vessels).where(eq(vessels.id, trip.vesselId));
  const [area] = await tx.select().from(areas).where(eq(areas.id, trip.areaId));
  const lines = await tx
    .select({
      coverage_code: coverageTypes.code,
      coverage_name: coverageTypes.name,
      sum_insured_minor: tripPremiumLines.sumInsuredMinor,
      rate_pct: tripPremiumLines.ratePct,
      amount_minor: tripPremiumLines.amountMinor,
      currency: tripPremiumLines.currency,
    })
    .from(tripPremiumLines)
    .innerJoin(coverageTypes, eq(coverageTypes.id, tripPremiumLines.coverageTypeId))
    .where(eq(tripPremiumLines.tripId, trip.id))
    .orderBy(asc(tripPremiumLines.id));
  // The track from a day before entry to a day after exit shows the vessel crossing the boundary.
  const day = 86_400_000;
  const from = new Date((trip.entryAt ?? trip.createdAt).getTime() - day);
  const to = new Date((trip.exitAt ?? new Date()).getTime() + day);
  const track = await tx
    .select({ lon: positions.lon, lat: positions.lat })
    .from(positions)
    .where(and(eq(positions.vesselId, trip.vesselId), gte(positions.recordedAt, from), lte(positions.recordedAt, to)))
    .orderBy(asc(positions.recordedAt))
    .limit(TRACK_LIMIT);
  return {
    ...row!,
    confirmed_at: trip.confirmedAt?.toISOString() ?? null,
    created_at: trip.createdAt.toISOString(),
    vessel: { id: vessel!.id, name: vessel!.name, imo: vessel!.imo, type: vessel!.type, flag: vessel!.flag },
    area: { id: area!.id, name: area!.name, code: area!.code, geometry: area!.geometry },
    lines,
    track: track.map((p) => [Number(p.lon), Number(p.lat)] as [number, number]),
  };
}
