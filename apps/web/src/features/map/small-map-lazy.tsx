import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, lazy } from 'react';
import type { SmallMapProps } from './small-map';

// MapLibre is large: pages with a small map load it only when they show one.
const SmallMap = lazy(() => import('./small-map'));

export function LazySmallMap(props: SmallMapProps) {
  return (
    <Suspense fallback={<Box><Skeleton variant="rounded" height={props.height ?? 280} /></Box>}>
      <SmallMap {...props} />
    </Suspense>
  );
}
