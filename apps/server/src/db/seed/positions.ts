import { and, isNull, lte, ne } from 'drizzle-orm';
import { type AreaGeometry, areaAt, contains, interiorPoint } from '../../modules/positions/geo';
import type { Tx } from '../client';
import * as s from '../schema';
import { createRandom } from './random';

const HOUR = 3_600_000;
const REPORTS = 36;
const STEP_HOURS = 2;

// Open-sea lanes [lon, lat] → [lon, lat], clear of land and of the demo areas.
const LANES: [number, number, number, number][] = [
  [-32, 42, -22, 34], [-12, 47, -10, 43], [3, 55, 5, 58.5], [-40, 20, -30, 12], [62, 8, 72, 2],
  [85, 4, 92, 2], [112, 9, 116, 15], [150, 28, 160, 33], [-150, 20, -140, 25], [-75, -35, -65, -40],
  [30, -38, 40, -36], [-20, -10, -10, -20], [100, -12, 110, -16], [-125, 40, -130, 45],
];

const bearing = (from: [number, number], to: [number, number]) => {
  const deg = (Math.atan2(to[0] - from[0], to[1] - from[1]) * 180) / Math.PI;
  return Math.round((deg + 360) % 360);
};

/**
 * A plausible track for every demo vessel: the last three days of position
 * reports every two hours. A vessel on an ongoing trip loiters inside that
 * trip's area; the others steam along an open-sea lane outside every area.
 */
export async function seedPositions(tx: Tx, tenantId: number, seed: number, now: Date) {
  const rnd = createRandom(seed * 104729);
  const vessels = await tx.select({ id: s.vessels.id }).from(s.vessels);
  const areas = (await tx.select({ id: s.areas.id, geometry: s.areas.geometry }).from(s.areas)) as { id: number; geometry: AreaGeometry }[];
  const ongoing = await tx
    .select({ vesselId: s.trips.vesselId, areaId: s.trips.areaId })
    .from(s.trips)
    .where(and(isNull(s.trips.exitAt), ne(s.trips.status, 'cancelled'), lte(s.trips.entryAt, now)));
  const rows: (typeof s.positions.$inferInsert)[] = [];
  vessels.forEach((vessel, index) => {
    const trip = ongoing.find((t) => t.vesselId === vessel.id);
    const area = trip && areas.find((a) => a.id === trip.areaId);
    const points: [number, number][] = [];
    if (area) {
      // A slow patrol that drifts on a gently changing heading and turns back at the boundary.
      let p = interiorPoint(area.geometry);
      let heading = rnd.next() * 2 * Math.PI;
      for (let i = 0; i < REPORTS; i++) {
        points.push(p);
        heading += (rnd.next() - 0.5) * 0.7;
        const step = 0.04 + rnd.next() * 0.06;
        let next: [number, number] = [p[0] + Math.sin(heading) * step, p[1] + Math.cos(heading) * step];
        if (!contains(area.geometry, next[0], next[1])) {
          heading += Math.PI;
          next = [p[0] + Math.sin(heading) * step, p[1] + Math.cos(heading) * step];
        }
        if (contains(area.geometry, next[0], next[1])) p = next;
      }
    } else {
      const [x1, y1, x2, y2] = LANES[index % LANES.length]!;
      const start = rnd.next() * 0.4;
      for (let i = 0; i < REPORTS; i++) {
        const f = start + (i / REPORTS) * 0.5;
        points.push([x1 + (x2 - x1) * f + (rnd.next() - 0.5) * 0.02, y1 + (y2 - y1) * f + (rnd.next() - 0.5) * 0.02]);
      }
    }
    points.forEach((p, i) => {
      const next = points[i + 1] ?? p;
      const previous = points[i - 1] ?? p;
      rows.push({
        tenantId,
        vesselId: vessel.id,
        recordedAt: new Date(now.getTime() - (REPORTS - 1 - i) * STEP_HOURS * HOUR),
        lat: Number(p[1].toFixed(5)),
        lon: Number(p[0].toFixed(5)),
        speedKn: area ? Number((2 + rnd.next() * 6).toFixed(1)) : Number((11 + rnd.next() * 4).toFixed(1)),
        courseDeg: bearing(i + 1 < points.length ? p : previous, i + 1 < points.length ? next : p),
      });
    });
    // Vessels outside every area must not look like breaches on the map.
    if (!area && areaAt(areas, points.at(-1)![0], points.at(-1)![1])) throw new Error(`seed lane ${index} crosses an area`);
  });
  if (rows.length) await tx.insert(s.positions).values(rows);
}
