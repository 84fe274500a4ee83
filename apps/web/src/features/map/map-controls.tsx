import type { MapVessel } from '@seaward/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AREA_COLOURS } from './map-data';
import type { Layers } from './use-live-map';
import { VESSEL_COLOURS } from './vessel-icon';

type Props = { vessels: MapVessel[]; layers: Layers; onLayers: (l: Layers) => void; onFind: (v: MapVessel) => void };

/** The map's panel: vessel search, layer switches and the legend. */
export function MapControls({ vessels, layers, onLayers, onFind }: Props) {
  const { t } = useTranslation('staff');
  const toggle = (key: keyof Layers) => onLayers({ ...layers, [key]: !layers[key] });
  return (
    <Paper elevation={3} sx={{ position: 'absolute', top: 16, left: 16, width: 300, maxWidth: 'calc(100% - 32px)', p: 2, display: 'grid', gap: 1.5, zIndex: 2 }}>
      <Autocomplete
        size="small"
        options={vessels}
        getOptionLabel={(v) => v.name}
        getOptionKey={(v) => v.id}
        renderOption={(props, v) => (
          <li {...props} key={v.id}>
            <Box>
              <Typography variant="body2">{v.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                IMO {v.imo ?? '—'} · {v.organisation ?? ''}
              </Typography>
            </Box>
          </li>
        )}
        filterOptions={(options, { inputValue }) => {
          const q = inputValue.trim().toLowerCase();
          return q ? options.filter((v) => v.name.toLowerCase().includes(q) || v.imo?.includes(q)).slice(0, 50) : options.slice(0, 50);
        }}
        onChange={(_e, v) => v && onFind(v)}
        renderInput={(params) => <TextField {...params} label={t('map.search')} placeholder={t('map.searchHint')} />}
        noOptionsText={t('map.noVessel')}
      />
      <Box sx={{ display: 'grid' }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 2 }}>
          {t('map.layers')}
        </Typography>
        {(['areas', 'labels', 'vessels', 'ongoing'] as const).map((key) => (
          <FormControlLabel key={key} control={<Switch size="small" checked={layers[key]} onChange={() => toggle(key)} />} label={<Typography variant="body2">{t(`map.layer.${key}`)}</Typography>} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 2 }}>
          {t('map.legend')}
        </Typography>
        {Object.entries(VESSEL_COLOURS).map(([state, colour]) => (
          <Legend key={state} colour={colour} label={t(`map.vesselState.${state}`)} shape="arrow" />
        ))}
        {Object.entries(AREA_COLOURS).map(([level, colour]) => (
          <Legend key={level} colour={colour} label={t(`map.areaLevel.${level}`)} shape="box" />
        ))}
      </Box>
    </Paper>
  );
}

function Legend({ colour, label, shape }: { colour: string; label: string; shape: 'arrow' | 'box' }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        sx={
          shape === 'arrow'
            ? { width: 0, height: 0, borderLeft: '6px solid transparent', borderRight: '6px solid transparent', borderBottom: `12px solid ${colour}`, mx: '2px' }
            : { width: 16, height: 12, bgcolor: `${colour}40`, border: `1.5px solid ${colour}`, borderRadius: 0.5 }
        }
      />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}
