import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../../ui/app-link';
import type { NavKey } from './nav-items';

type Props = { navKey: NavKey; to: string; active: boolean };

/** One top-bar section link; the active one carries aria-current and a teal underline. */
export function NavLink({ navKey, to, active }: Props) {
  const { t } = useTranslation();
  const link = useAppLink(to);
  return (
    <Button
      {...link}
      aria-current={active ? 'page' : undefined}
      color="inherit"
      sx={{
        position: 'relative',
        height: 44,
        px: 1.75,
        whiteSpace: 'nowrap',
        color: active ? 'secondary.dark' : 'text.primary',
        bgcolor: active ? 'rgba(15, 124, 120, 0.10)' : 'transparent',
        '&:hover': { bgcolor: active ? 'rgba(15, 124, 120, 0.16)' : 'action.hover' },
        '&::after': {
          content: '""',
          position: 'absolute',
          left: 12,
          right: 12,
          bottom: 4,
          height: 3,
          borderRadius: 2,
          bgcolor: active ? 'secondary.main' : 'transparent',
        },
      }}
    >
      {t(`shell.nav.${navKey}`)}
    </Button>
  );
}
