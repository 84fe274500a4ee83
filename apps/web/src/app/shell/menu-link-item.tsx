import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useAppLink } from '../../ui/app-link';

type Props = { to: string; label: string; icon?: ReactNode; selected?: boolean; onNavigate: () => void };

/** A menu entry that is a real link to an app route (absolute href, router navigation). */
export function MenuLinkItem({ to, label, icon, selected, onNavigate }: Props) {
  const link = useAppLink(to, onNavigate);
  return (
    <MenuItem component="a" {...link} selected={selected} aria-current={selected ? 'page' : undefined}>
      {icon && <ListItemIcon>{icon}</ListItemIcon>}
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}
