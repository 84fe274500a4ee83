import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

type Props = { title: string; empty: string; items: readonly string[]; color?: 'primary' | 'default' };

/** A titled list of values shown as chips, with a line for "none". */
export function ChipList({ title, empty, items, color = 'default' }: Props) {
  return (
    <Box component="section">
      <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2">{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item}>
              <Chip label={item} size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
