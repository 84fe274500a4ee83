import type { StyleSpecification } from 'maplibre-gl';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { DETAIL_ZOOM, basemapData, detailedBasemap } from './basemap';

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

/** Swaps in the detailed coastline once the map is zoomed in (offline basemap only). */
export function loadDetailOnZoom(map: MapLibreMap) {
  const upgrade = () => {
    if (map.getZoom() < DETAIL_ZOOM || !map.getSource('land')) return;
    map.off('zoomend', upgrade);
    void detailedBasemap().then((d) => {
      if (!map.getSource('land')) return;
      (map.getSource('land') as GeoJSONSource).setData(d.land);
      (map.getSource('borders') as GeoJSONSource).setData(d.borders);
    });
  };
  map.on('zoomend', upgrade);
  map.once('load', upgrade);
}
