import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { avatarColour, initials } from '../../ui/avatar';
import { useUser } from '../../session/user-context';
import { Spinner } from '../../ui/spinner';
import { ChipList } from './chip-list';
import { LanguageSetting } from './language-setting';
import { OrganisationLine } from './organisation-line';
import { SessionsCard } from './sessions-card';

/** The signed-in user's profile, read-only, and their interface language. */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <Box component="main" sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('account.title')}
      </Typography>
      {user.isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <Spinner label={t('common.loading')} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Card>
            <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center', p: 3 }}>
              <Avatar sx={{ bgcolor: avatarColour(user.name), width: 72, height: 72, fontSize: 28, fontWeight: 600 }}>{initials(user.name)}</Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h5" component="p" data-testid="account-name">
                  {user.name}
                </Typography>
                <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }} data-testid="account-email">
                  {user.email}
                </Typography>
                <OrganisationLine organisationId={user.organisation_id} />
              </Box>
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ display: 'grid', gap: 3, p: 3 }}>
              <ChipList title={t('account.roles')} empty={t('account.noRoles')} items={user.roles} color="primary" />
              <ChipList title={t('account.permissions')} empty={t('account.noPermissions')} items={user.permissions} />
            </CardContent>
          </Card>
          <LanguageSetting />
          <SessionsCard />
        </Box>
      )}
    </Box>
  );
}
