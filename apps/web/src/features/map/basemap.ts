import type { Feature, FeatureCollection, Geometry, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';

/**
 * A ring crossing the date line jumps from about +180 to -180; drawn as is it
 * paints a stripe across the whole map. Shifting its negative longitudes by
 * 360 keeps it in one piece (MapLibre draws longitudes past 180 fine).
 */
export function unwrapRing(ring: Position[]): Position[] {
  const crosses = ring.some((p, i) => i > 0 && Math.abs(p[0]! - ring[i - 1]![0]!) > 180);
  return crosses ? ring.map(([lon, lat]) => [lon! < 0 ? lon! + 360 : lon!, lat!]) : ring;
}

function unwrap(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) } as Polygon;
  if (geometry.type === 'MultiPolygon') return { ...geometry, coordinates: geometry.coordinates.map((p) => p.map(unwrapRing)) } as MultiPolygon;
  if (geometry.type === 'MultiLineString') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) } as MultiLineString;
  return geometry;
}

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

export type Basemap = { land: FeatureCollection; borders: FeatureCollection };

function toBasemap(topology: Countries): Basemap {
  const land = feature(topology, topology.objects.countries) as FeatureCollection;
  land.features = land.features.map((f: Feature) => ({ ...f, geometry: unwrap(f.geometry) }));
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b) as MultiLineString;
  return { land, borders: { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: unwrap(borders) }] } };
}

let coarse: Basemap | undefined;
let detailed: Promise<Basemap> | undefined;

/** Land polygons and country borders from Natural Earth 1:110m (world-atlas), shipped with the app: no network needed. */
export function basemapData(): Basemap {
  coarse ??= toBasemap(countries as unknown as Countries);
  return coarse;
}

/** The 1:50m coastlines for zoomed-in views; a separate chunk, loaded on first need. */
export function detailedBasemap(): Promise<Basemap> {
  detailed ??= import('world-atlas/countries-50m.json').then((m) => toBasemap(m.default as unknown as Countries));
  return detailed;
}

/** Zoom from which the 1:110m coastline looks too coarse. */
export const DETAIL_ZOOM = 3.5;
