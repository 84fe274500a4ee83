import { TENANT_SETTINGS } from '@seaward/contract';
import Box from '@mui/material/Box';
import type { GeoJSONSourceSpecification } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useTenant } from '../../session/tenant-context';
import { boundsOf } from './map-data';
import { baseStyle, loadDetailOnZoom } from './map-style';
import { maplibregl } from './maplibre';

export type SmallMapProps = { area?: unknown; track?: [number, number][]; point?: [number, number] | null; height?: number; label: string };

/** A small static map: an area outline, a track and the latest position, framed to fit. */
export default function SmallMap({ area, track = [], point, height = 280, label }: SmallMapProps) {
  const tenant = useTenant();
  const tileUrl = tenant.getSetting(TENANT_SETTINGS.mapTileUrl);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const coords: unknown[] = [];
    if (area) coords.push((area as { coordinates: unknown }).coordinates);
    if (track.length) coords.push(track);
    if (point) coords.push(point);
    const [w, s, e, n] = coords.length ? boundsOf(coords) : [-30, -30, 60, 60];
    const map = new maplibregl.Map({
      container: ref.current,
      style: baseStyle(tileUrl),
      bounds: [[w, s], [e, n]],
      fitBoundsOptions: { padding: 32, maxZoom: 8 },
      attributionControl: false,
      renderWorldCopies: false,
      cooperativeGestures: true,
    });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    if (!tileUrl) loadDetailOnZoom(map);
    map.on('load', () => {
      const src = (data: GeoJSON.GeoJSON): GeoJSONSourceSpecification => ({ type: 'geojson', data });
      if (area) {
        map.addSource('area', src({ type: 'Feature', properties: {}, geometry: area as GeoJSON.Geometry }));
        map.addLayer({ id: 'area-fill', type: 'fill', source: 'area', paint: { 'fill-color': '#ef6c00', 'fill-opacity': 0.16 } });
        map.addLayer({ id: 'area-line', type: 'line', source: 'area', paint: { 'line-color': '#ef6c00', 'line-width': 1.5 } });
      }
      if (track.length > 1) {
        map.addSource('track', src({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: track } }));
        map.addLayer({ id: 'track', type: 'line', source: 'track', paint: { 'line-color': '#13315c', 'line-width': 2, 'line-opacity': 0.8 } });
      }
      const last = point ?? track.at(-1);
      if (last) {
        map.addSource('point', src({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: last } }));
        map.addLayer({ id: 'point', type: 'circle', source: 'point', paint: { 'circle-radius': 6, 'circle-color': '#0f7c78', 'circle-stroke-color': '#fff', 'circle-stroke-width': 2 } });
      }
      map.once('idle', () => ref.current && (ref.current.dataset.rendered = 'true'));
    });
    return () => map.remove();
  }, [area, track, point, tileUrl]);
  return <Box ref={ref} role="img" aria-label={label} sx={{ height, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: '#dbe7f0' }} />;
}
