import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUser } from '../../../session/user-context';
import { useAppLink } from '../../../ui/app-link';
import { ManageBreadcrumbs } from './manage-breadcrumbs';
import { visibleGroups, type ManageEntry } from './manage-menu';

function EntryCard({ item }: { item: ManageEntry }) {
  const { t } = useTranslation('manage');
  const link = useAppLink(item.path);
  return (
    <Card sx={{ height: '100%', '&:hover': { borderColor: 'secondary.main' } }}>
      <CardActionArea component="a" {...link} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t(`entries.${item.key}.label`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`entries.${item.key}.description`)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /manage: one card per entry the user may open, under the menu's headings. */
export function ManageIndexPage() {
  const { t } = useTranslation('manage');
  const user = useUser();
  const groups = visibleGroups(user, useLocation().pathname);
  return (
    <Box>
      <ManageBreadcrumbs trail={[]} />
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        {t('overview.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('overview.subtitle')}
      </Typography>
      {groups.map((group) => (
        <Box component="section" key={group.key} sx={{ mb: 4 }} aria-labelledby={`manage-group-${group.key}`}>
          <Typography id={`manage-group-${group.key}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t(`groups.${group.key}`)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
            {group.entries.map((item) => (
              <EntryCard key={item.key} item={item} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
