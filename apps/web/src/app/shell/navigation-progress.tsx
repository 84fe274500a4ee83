import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';

/** A thin bar under the top bar while a lazily loaded page is on its way. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return <LinearProgress color="secondary" sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3 }} />;
}
