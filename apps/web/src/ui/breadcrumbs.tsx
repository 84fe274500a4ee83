import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppLink } from './app-link';

export type Crumb = { label: string; to?: string };

function CrumbLink({ label, to }: { label: string; to: string }) {
  const link = useAppLink(to);
  return (
    <Link {...link} underline="hover" color="inherit">
      {label}
    </Link>
  );
}

/** A trail of links; the last crumb is the current page (not a link). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('ui');
  return (
    <MuiBreadcrumbs aria-label={t('breadcrumbs.label')} sx={{ mb: 2, fontSize: 14 }}>
      {crumbs.map((c, i) =>
        c.to && i < crumbs.length - 1 ? (
          <CrumbLink key={`${c.to}-${i}`} label={c.label} to={c.to} />
        ) : (
          <Typography key={`${c.label}-${i}`} color="text.primary" sx={{ fontSize: 14 }} aria-current="page">
            {c.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
