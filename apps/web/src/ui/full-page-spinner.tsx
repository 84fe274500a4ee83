import Box from '@mui/material/Box';
import { translateOr } from '../i18n/translate-or';
import { Spinner } from './spinner';

/** The spinner centred in the viewport, shown before anything else can render. */
export function FullPageSpinner() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
      {/* Not useTranslation: this shows while translations are still loading. */}
      <Spinner size={56} label={translateOr('common.loading', 'Loading')} />
    </Box>
  );
}
