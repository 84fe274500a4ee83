import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUser } from '../../../session/user-context';
import { useAppLink } from '../../../ui/app-link';
import { isEntryActive, visibleGroups, type ManageEntry } from './manage-menu';

function EntryLink({ item, active }: { item: ManageEntry; active: boolean }) {
  const { t } = useTranslation('manage');
  const link = useAppLink(item.path);
  return (
    <ListItemButton
      component="a"
      {...link}
      selected={active}
      aria-current={active ? 'page' : undefined}
      sx={{
        mx: 1,
        borderRadius: 1.5,
        py: 0.5,
        '&.Mui-selected': { bgcolor: 'rgba(15, 124, 120, 0.12)', color: 'secondary.dark', fontWeight: 600 },
      }}
    >
      <ListItemText primary={t(`entries.${item.key}.label`)} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: active ? 600 : 400 } } }} />
    </ListItemButton>
  );
}

/** The entries the user may open, under their group headings, narrowed by the filter text. */
export function ManageMenuList({ filter }: { filter: string }) {
  const { t } = useTranslation('manage');
  const user = useUser();
  const { pathname } = useLocation();
  const needle = filter.trim().toLocaleLowerCase();
  const groups = visibleGroups(user, pathname, (item) =>
    needle === '' ? true : t(`entries.${item.key}.label`).toLocaleLowerCase().includes(needle),
  );
  if (groups.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 3, py: 2 }}>
        {t('menu.noMatch')}
      </Typography>
    );
  }
  return (
    <List dense sx={{ overflowY: 'auto', flex: 1, pb: 2 }} data-testid="manage-menu">
      {groups.map((group) => (
        <Fragment key={group.key}>
          <ListSubheader disableSticky sx={{ lineHeight: 2.5, mt: 1, fontSize: 12, textTransform: 'uppercase', letterSpacing: '0.06em', bgcolor: 'transparent' }}>
            {t(`groups.${group.key}`)}
          </ListSubheader>
          {group.entries.map((item) => (
            <EntryLink key={item.key} item={item} active={isEntryActive(pathname, item)} />
          ))}
        </Fragment>
      ))}
    </List>
  );
}
