/** A GeoJSON Polygon or MultiPolygon as stored on an area. */
export type AreaGeometry = { type: string; coordinates: unknown };

type Ring = number[][];

// Ray casting; the ring is [lon, lat] pairs.
function inRing(lon: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(lon: number, lat: number, rings: Ring[]): boolean {
  if (!rings.length || !inRing(lon, lat, rings[0]!)) return false;
  return !rings.slice(1).some((hole) => inRing(lon, lat, hole));
}

/** Whether a point lies inside a Polygon or MultiPolygon (holes excluded). */
export function contains(geometry: AreaGeometry, lon: number, lat: number): boolean {
  if (geometry.type === 'Polygon') return inPolygon(lon, lat, geometry.coordinates as Ring[]);
  if (geometry.type === 'MultiPolygon') return (geometry.coordinates as Ring[][]).some((p) => inPolygon(lon, lat, p));
  return false;
}

/** The first area containing the point, if any. */
export function areaAt<T extends { geometry: AreaGeometry }>(areas: T[], lon: number, lat: number): T | null {
  return areas.find((a) => contains(a.geometry, lon, lat)) ?? null;
}

/** A point well inside a polygon's outer ring: the mean of its vertices, nudged to the ring when that falls outside. */
export function interiorPoint(geometry: AreaGeometry): [number, number] {
  const ring = (geometry.type === 'MultiPolygon' ? (geometry.coordinates as Ring[][])[0]![0] : (geometry.coordinates as Ring[])[0])!;
  const pts = ring.slice(0, -1);
  const lon = pts.reduce((s, p) => s + p[0]!, 0) / pts.length;
  const lat = pts.reduce((s, p) => s + p[1]!, 0) / pts.length;
  if (contains(geometry, lon, lat)) return [lon, lat];
  // Concave ring: walk from the centroid toward each vertex until inside.
  for (const p of pts) {
    for (const f of [0.25, 0.5, 0.75]) {
      const x = lon + (p[0]! - lon) * f;
      const y = lat + (p[1]! - lat) * f;
      if (contains(geometry, x, y)) return [x, y];
    }
  }
  return [pts[0]![0]!, pts[0]![1]!];
}
