import { ROUTES, type OrganisationDetails } from '@seaward/contract';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';

/** The organisation a user belongs to, or "tenant-wide" for users of the insurer itself. */
export function OrganisationLine({ organisationId }: { organisationId: number | null | undefined }) {
  const { t } = useTranslation('staff');
  const org = useQuery({
    queryKey: ['organisation', organisationId],
    queryFn: () => api.get<OrganisationDetails>(ROUTES.organisationDetails(organisationId!)),
    enabled: organisationId != null,
  });
  return (
    <Typography variant="body2" color="text.secondary" data-testid="account-organisation">
      {t('account.organisationLine', { name: organisationId == null ? t('account.tenantWide') : (org.data?.name ?? '…') })}
    </Typography>
  );
}
