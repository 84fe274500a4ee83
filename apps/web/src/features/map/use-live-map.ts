import type { MapArea, MapVessel } from '@seaward/contract';
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { AREA_COLOURS, areaFeatures, boundsOf, vesselFeatures } from './map-data';
import { baseStyle, loadDetailOnZoom } from './map-style';
import { maplibregl } from './maplibre';
import { VESSEL_COLOURS, vesselIcon } from './vessel-icon';

export type Selection = { kind: 'vessel'; id: number } | { kind: 'area'; id: number } | null;
export type Layers = { areas: boolean; vessels: boolean; ongoing: boolean; labels: boolean };

const AREA_LAYERS = ['areas-fill', 'areas-line'];
const VESSEL_LAYERS = ['vessels'];

function addLayers(map: MapLibreMap) {
  for (const [state, colour] of Object.entries(VESSEL_COLOURS)) map.addImage(`vessel-${state}`, vesselIcon(colour), { pixelRatio: 2 });
  map.addSource('areas', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addSource('vessels', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  const colour = ['match', ['get', 'level'], 'high', AREA_COLOURS.high, 'elevated', AREA_COLOURS.elevated, AREA_COLOURS.moderate] as unknown as string;
  map.addLayer({ id: 'areas-fill', type: 'fill', source: 'areas', paint: { 'fill-color': colour, 'fill-opacity': ['case', ['boolean', ['feature-state', 'selected'], false], 0.38, 0.2] } });
  map.addLayer({ id: 'areas-line', type: 'line', source: 'areas', paint: { 'line-color': colour, 'line-width': 1.4, 'line-opacity': 0.85 } });
  map.addLayer({
    id: 'vessels-ongoing',
    type: 'circle',
    source: 'vessels',
    filter: ['==', ['get', 'onTrip'], 1],
    paint: { 'circle-radius': 11, 'circle-color': 'rgba(15,124,120,0.16)', 'circle-stroke-color': '#0f7c78', 'circle-stroke-width': 1.2 },
  });
  map.addLayer({
    id: 'vessels',
    type: 'symbol',
    source: 'vessels',
    layout: {
      'icon-image': ['concat', 'vessel-', ['get', 'state']],
      'icon-rotate': ['get', 'course'],
      'icon-rotation-alignment': 'map',
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
      'icon-size': ['interpolate', ['linear'], ['zoom'], 1, 0.95, 6, 1.4],
    },
  });
}

/**
 * The live map: basemap, area polygons, vessels as one symbol layer (GPU, fine
 * at 10,000 vessels), ongoing trips as halos, area names as DOM labels (12
 * areas; text layers would need glyphs we do not serve). Clicks select.
 */
export function useLiveMap(container: React.RefObject<HTMLDivElement | null>, opts: { tileUrl: string | null; areas?: MapArea[]; vessels?: MapVessel[]; layers: Layers; onSelect: (s: Selection) => void }) {
  const mapRef = useRef<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);
  const labels = useRef<Marker[]>([]);
  const framed = useRef(false);
  const onSelect = useRef(opts.onSelect);
  useEffect(() => {
    onSelect.current = opts.onSelect;
  }, [opts.onSelect]);

  useEffect(() => {
    if (!container.current) return;
    const map = new maplibregl.Map({ container: container.current, style: baseStyle(opts.tileUrl), center: [35, 20], zoom: 2.3, attributionControl: false, renderWorldCopies: false });
    map.addControl(new maplibregl.NavigationControl({ showCompass: true }), 'bottom-right');
    if (!opts.tileUrl) loadDetailOnZoom(map);
    map.addControl(new maplibregl.ScaleControl({}), 'bottom-right');
    map.on('load', () => {
      addLayers(map);
      setReady(true);
    });
    map.on('click', (e) => {
      const hit = map.queryRenderedFeatures(e.point, { layers: map.getLayer('vessels') ? ['vessels', 'areas-fill'] : [] });
      const vessel = hit.find((f) => f.layer.id === 'vessels');
      const area = hit.find((f) => f.layer.id === 'areas-fill');
      onSelect.current(vessel ? { kind: 'vessel', id: Number(vessel.properties.id) } : area ? { kind: 'area', id: Number(area.properties.id) } : null);
    });
    // Browser tests and the bench wait on these instead of guessing animation times.
    map.on('movestart', () => (map.getContainer().dataset.moving = 'true'));
    map.on('moveend', () => delete map.getContainer().dataset.moving);
    for (const layer of ['vessels', 'areas-fill']) {
      map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
    }
    mapRef.current = map;
    return () => {
      labels.current.forEach((m) => m.remove());
      map.remove();
      mapRef.current = null;
      setReady(false);
    };
  }, [container, opts.tileUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !opts.areas) return;
    (map.getSource('areas') as GeoJSONSource).setData(areaFeatures(opts.areas));
  }, [ready, opts.areas]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !opts.vessels) return;
    (map.getSource('vessels') as GeoJSONSource).setData(vesselFeatures(opts.vessels));
    map.getContainer().dataset.vessels = String(opts.vessels.length);
    map.once('idle', () => (map.getContainer().dataset.rendered = 'true'));
  }, [ready, opts.vessels]);

  // Frame the tenant's areas and vessels once, leaving room for the panel on the left.
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !opts.areas || !opts.vessels || framed.current) return;
    framed.current = true;
    const coords = [...opts.areas.map((a) => (a.geometry as { coordinates: unknown }).coordinates), ...opts.vessels.map((v) => [v.lon, v.lat])];
    if (!coords.length) return;
    const [w, s, e, n] = boundsOf(coords);
    map.fitBounds([[w, s], [e, n]], { padding: { top: 40, bottom: 40, left: map.getContainer().clientWidth > 760 ? 340 : 20, right: 40 }, maxZoom: 6, duration: 0 });
  }, [ready, opts.areas, opts.vessels]);

  // Area name labels as DOM markers: only the tenant's few areas.
  useEffect(() => {
    const map = mapRef.current;
    labels.current.forEach((m) => m.remove());
    labels.current = [];
    if (!ready || !map || !opts.areas || !opts.layers.labels || !opts.layers.areas) return;
    labels.current = opts.areas.map((a) => {
      const el = document.createElement('div');
      el.className = 'seaward-area-label';
      el.textContent = a.name;
      const [lon, lat] = labelPoint(a.geometry);
      return new maplibregl.Marker({ element: el }).setLngLat([lon, lat]).addTo(map);
    });
    const declutter = () => hideOverlapping(labels.current.map((m) => m.getElement()));
    declutter();
    map.on('moveend', declutter);
    return () => void map.off('moveend', declutter);
  }, [ready, opts.areas, opts.layers.labels, opts.layers.areas]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const show = (ids: string[], on: boolean) => ids.forEach((id) => map.setLayoutProperty(id, 'visibility', on ? 'visible' : 'none'));
    show(AREA_LAYERS, opts.layers.areas);
    show(VESSEL_LAYERS, opts.layers.vessels);
    show(['vessels-ongoing'], opts.layers.vessels && opts.layers.ongoing);
  }, [ready, opts.layers]);

  return { map: mapRef, ready };
}

function labelPoint(geometry: unknown): [number, number] {
  const g = geometry as { type: string; coordinates: number[][][] | number[][][][] };
  const ring = (g.type === 'MultiPolygon' ? (g.coordinates as number[][][][])[0]![0] : (g.coordinates as number[][][])[0])!;
  const pts = ring.slice(0, -1);
  return [pts.reduce((s, p) => s + p[0]!, 0) / pts.length, pts.reduce((s, p) => s + p[1]!, 0) / pts.length];
}

/** Hides a label that overlaps one placed before it (as a text layer would), so zoomed-out names stay legible. */
function hideOverlapping(elements: HTMLElement[]) {
  const placed: DOMRect[] = [];
  for (const el of elements) {
    el.style.visibility = 'visible';
    const r = el.getBoundingClientRect();
    const hit = placed.some((p) => r.left < p.right + 4 && r.right > p.left - 4 && r.top < p.bottom + 2 && r.bottom > p.top - 2);
    if (hit) el.style.visibility = 'hidden';
    else placed.push(r);
  }
}
