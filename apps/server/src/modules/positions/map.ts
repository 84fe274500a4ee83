import type { MapVessel } from '@seaward/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { areas } from '../../db/schema';
import { type AreaGeometry, areaAt } from './geo';

type Latest = {
  id: number;
  name: string;
  imo: string | null;
  organisation: string | null;
  organisation_id: number | null;
  lat: string;
  lon: string;
  speed_kn: string | null;
  course_deg: number | null;
  recorded_at: Date | string;
};

/**
 * Every visible vessel at its latest position (one index probe per vessel
 * through a lateral join), with the area it is in, its ongoing trip and
 * whether that trip covers the area it is in.
 */
export async function mapVessels(tx: Tx, visible: Set<number> | null): Promise<MapVessel[]> {
  const scope = visible ? sql`and v.organisation_id in (${sql.join([...visible].map((id) => sql`${id}`), sql`, `)})` : sql``;
  const res = await tx.execute(sql`
    select v.id, v.name, v.imo, o.name as organisation, v.organisation_id, p.lat, p.lon, p.speed_kn, p.course_deg, p.recorded_at
    from vessels v
    left join organisations o on o.id = v.organisation_id
    join lateral (
      select lat, lon, speed_kn, course_deg, recorded_at from vessel_positions
      where vessel_positions.vessel_id = v.id order by recorded_at desc limit 1
    ) p on true
    where true ${scope}`);
  const rows = (res as unknown as { rows: Latest[] }).rows;
  const ongoing = await tx.execute(sql`
    select vessel_id, area_id, reference from trips
    where exit_at is null and status <> 'cancelled' and entry_at <= now()`);
  const tripOf = new Map<number, { areaId: number; reference: string }[]>();
  for (const t of (ongoing as unknown as { rows: { vessel_id: number; area_id: number; reference: string }[] }).rows) {
    tripOf.set(t.vessel_id, [...(tripOf.get(t.vessel_id) ?? []), { areaId: t.area_id, reference: t.reference }]);
  }
  const areaList = (await tx.select({ id: areas.id, geometry: areas.geometry }).from(areas)) as { id: number; geometry: AreaGeometry }[];
  return rows.map((r) => {
    const lat = Number(r.lat);
    const lon = Number(r.lon);
    const area = areaAt(areaList, lon, lat);
    const trips = tripOf.get(r.id) ?? [];
    const inAreaTrip = area ? trips.find((t) => t.areaId === area.id) : undefined;
    return {
      id: r.id,
      name: r.name,
      imo: r.imo,
      organisation: r.organisation,
      lat,
      lon,
      speed_kn: r.speed_kn == null ? null : Number(r.speed_kn),
      course_deg: r.course_deg,
      recorded_at: new Date(r.recorded_at).toISOString(),
      area_id: area?.id ?? null,
      trip_reference: inAreaTrip?.reference ?? trips[0]?.reference ?? null,
      covered: Boolean(inAreaTrip),
    };
  });
}
