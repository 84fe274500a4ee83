import type { StyleSpecification } from 'maplibre-gl';
import { basemapData } from './basemap';

export const SEA = '#dbe7f0';
export const LAND = '#f4f1ea';

/**
 * The basemap: offline land and borders by default; with the tenant setting
 * `map-tile-url` (an XYZ raster template such as
 * https://tile.openstreetmap.org/{z}/{x}/{y}.png) those tiles instead. No text
 * layers: MapLibre would fetch glyphs for them, and none are served locally.
 */
export function baseStyle(tileUrl: string | null): StyleSpecification {
  if (tileUrl) {
    return {
      version: 8,
      sources: { tiles: { type: 'raster', tiles: [tileUrl], tileSize: 256, maxzoom: 19 } },
      layers: [
        { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
        { id: 'tiles', type: 'raster', source: 'tiles', paint: { 'raster-saturation': -0.35 } },
      ],
    };
  }
  const { land, borders } = basemapData();
  return {
    version: 8,
    sources: { land: { type: 'geojson', data: land }, borders: { type: 'geojson', data: borders } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': LAND } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': '#b9c4cf', 'line-width': 0.6 } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#c9c2b4', 'line-width': 0.6, 'line-dasharray': [3, 2] } },
    ],
  };
}
