import { TENANT_SETTINGS, type MapVessel } from '@seaward/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../session/tenant-context';
import { Spinner } from '../../ui/spinner';
import { MapControls } from './map-controls';
import { mapAreasQuery, mapVesselsQuery } from './map-data';
import { AreaPopup, VesselPopup } from './map-popup';
import { type Layers, type Selection, useLiveMap } from './use-live-map';
import './map.css';

/** /map: areas, vessels at their latest position, ongoing trips; click for details. */
export function MapPage() {
  const { t } = useTranslation('staff');
  const tenant = useTenant();
  const container = useRef<HTMLDivElement>(null);
  const areas = useQuery(mapAreasQuery());
  const vessels = useQuery(mapVesselsQuery());
  const [layers, setLayers] = useState<Layers>({ areas: true, labels: true, vessels: true, ongoing: true });
  const [selection, setSelection] = useState<Selection>(null);
  const onSelect = useCallback((s: Selection) => setSelection(s), []);
  const { map } = useLiveMap(container, { tileUrl: tenant.getSetting(TENANT_SETTINGS.mapTileUrl), areas: areas.data, vessels: vessels.data, layers, onSelect });
  const byId = useMemo(() => new Map((vessels.data ?? []).map((v) => [v.id, v])), [vessels.data]);
  const vessel = selection?.kind === 'vessel' ? byId.get(selection.id) : undefined;
  const area = selection?.kind === 'area' ? areas.data?.find((a) => a.id === selection.id) : undefined;
  const find = (v: MapVessel) => {
    map.current?.flyTo({ center: [v.lon, v.lat], zoom: Math.max(map.current.getZoom(), 5) });
    setSelection({ kind: 'vessel', id: v.id });
  };
  const error = areas.error ?? vessels.error;
  return (
    <Box component="main" sx={{ position: 'relative', height: 'calc(100vh - 80px)', minHeight: 420 }}>
      <Box ref={container} data-testid="live-map" aria-label={t('map.title')} role="region" sx={{ width: '100%', height: '100%' }} />
      <MapControls vessels={vessels.data ?? []} layers={layers} onLayers={setLayers} onFind={find} />
      {vessel && <VesselPopup vessel={vessel} area={areas.data?.find((a) => a.id === vessel.area_id)} onClose={() => setSelection(null)} />}
      {area && <AreaPopup area={area} onClose={() => setSelection(null)} />}
      {(areas.isLoading || vessels.isLoading) && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
          <Spinner label={t('common.loading')} />
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ position: 'absolute', bottom: 16, left: 16, zIndex: 2 }}>
          {error.message}
        </Alert>
      )}
    </Box>
  );
}
