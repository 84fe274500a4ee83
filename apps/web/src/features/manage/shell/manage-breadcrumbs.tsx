import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../../../ui/app-link';

export type Crumb = { label: string; to?: string };

function CrumbLink({ crumb }: { crumb: Crumb & { to: string } }) {
  const link = useAppLink(crumb.to);
  return (
    <Link {...link} underline="hover" color="inherit">
      {crumb.label}
    </Link>
  );
}

/** Home, manage, then the given trail; the last crumb is the current page. */
export function ManageBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation('manage');
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), to: '/' }, { label: t('breadcrumbs.manage'), to: '/manage' }, ...trail];
  return (
    <Breadcrumbs aria-label={t('breadcrumbs.label')} sx={{ mb: 2, fontSize: 14 }}>
      {crumbs.map((crumb, index) =>
        crumb.to && index < crumbs.length - 1 ? (
          <CrumbLink key={crumb.to} crumb={{ ...crumb, to: crumb.to }} />
        ) : (
          <Typography key={`${crumb.label}-${index}`} color="text.primary" sx={{ fontSize: 14 }} aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
