import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useId } from 'react';

type Props = { size?: number; label?: string };

/** The loading indicator: a circular progress whose stroke is a navy-to-teal gradient. */
export function Spinner({ size = 48, label = 'Loading' }: Props) {
  // useId may contain characters that break url(#id) references.
  const id = `spinner-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Box sx={{ display: 'inline-flex', position: 'relative' }}>
      <svg width={0} height={0} aria-hidden="true" style={{ position: 'absolute' }}>
        <defs>
          <linearGradient id={id} x1="0%" y1="0%" x2="100%" y2="100%">
            <stop offset="0%" stopColor="#13315c" />
            <stop offset="55%" stopColor="#0f7c78" />
            <stop offset="100%" stopColor="#5fd3c8" />
          </linearGradient>
        </defs>
      </svg>
      <CircularProgress
        size={size}
        thickness={4.2}
        aria-label={label}
        sx={{ '& .MuiCircularProgress-circle': { stroke: `url(#${id})`, strokeLinecap: 'round' } }}
      />
    </Box>
  );
}
