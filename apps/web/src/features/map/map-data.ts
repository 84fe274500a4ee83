import { STAFF_ROUTES, type MapArea, type MapVessel } from '@seaward/contract';
import type { FeatureCollection } from 'geojson';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { VesselState } from './vessel-icon';

export const mapVesselsQuery = () =>
  queryOptions({ queryKey: ['map', 'vessels'], queryFn: () => api.get<MapVessel[]>(STAFF_ROUTES.mapVessels), refetchInterval: 60_000 });
export const mapAreasQuery = () => queryOptions({ queryKey: ['map', 'areas'], queryFn: () => api.get<MapArea[]>(STAFF_ROUTES.mapAreas), staleTime: 5 * 60_000 });

export function vesselState(v: MapVessel): VesselState {
  if (v.area_id != null) return v.covered ? 'covered' : 'breach';
  return v.trip_reference ? 'trip' : 'idle';
}

/** Vessels as GeoJSON points for the GPU layers (no DOM element per vessel). */
export function vesselFeatures(vessels: MapVessel[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: vessels.map((v) => ({
      type: 'Feature',
      id: v.id,
      geometry: { type: 'Point', coordinates: [v.lon, v.lat] },
      properties: { id: v.id, state: vesselState(v), course: v.course_deg ?? 0, onTrip: v.trip_reference ? 1 : 0 },
    })),
  };
}

/** Threat level for colouring an area, from its highest rate per 7 days. */
export function areaLevel(a: MapArea): 'high' | 'elevated' | 'moderate' {
  const top = Math.max(0, ...a.rates.map((r) => Number(r.rate_pct)));
  return top >= 0.7 ? 'high' : top >= 0.3 ? 'elevated' : 'moderate';
}
export const AREA_COLOURS = { high: '#c62828', elevated: '#ef6c00', moderate: '#f9a825' } as const;

export function areaFeatures(areas: MapArea[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: areas.map((a) => ({ type: 'Feature', id: a.id, geometry: a.geometry as GeoJSON.Geometry, properties: { id: a.id, level: areaLevel(a) } })),
  };
}

/** The bounding box [west, south, east, north] of any GeoJSON geometry's coordinates. */
export function boundsOf(coords: unknown): [number, number, number, number] {
  const box: [number, number, number, number] = [180, 90, -180, -90];
  const walk = (c: unknown) => {
    if (Array.isArray(c) && typeof c[0] === 'number') {
      box[0] = Math.min(box[0], c[0]);
      box[1] = Math.min(box[1], c[1] as number);
      box[2] = Math.max(box[2], c[0]);
      box[3] = Math.max(box[3], c[1] as number);
    } else if (Array.isArray(c)) c.forEach(walk);
  };
  walk(coords);
  return box;
}
