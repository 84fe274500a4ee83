import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../session/user-context';
import { absoluteUrl } from '../../ui/app-link';
import { avatarColour, initials } from '../../ui/avatar';
import { MenuLinkItem } from './menu-link-item';
import { useMenu } from './use-menu';

/** The avatar (initials on a colour from the name) and the user's menu. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useUser();
  const menu = useMenu();
  return (
    <>
      <IconButton onClick={menu.show} aria-label={t('shell.userMenu.open')} aria-haspopup="menu" aria-expanded={menu.open} sx={{ p: 0.5 }}>
        <Avatar sx={{ bgcolor: avatarColour(user.name), width: 40, height: 40, fontSize: 16, fontWeight: 600 }}>
          {initials(user.name)}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={menu.anchor}
        open={menu.open}
        onClose={menu.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText slotProps={{ primary: { sx: { fontWeight: 600 } } }}>{user.name}</ListItemText>
        </MenuItem>
        <MenuItem disabled>
          <ListItemText slotProps={{ primary: { variant: 'body2', color: 'text.secondary' } }}>{user.role}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuLinkItem to="/account" label={t('shell.userMenu.account')} icon={<AccountCircleOutlinedIcon fontSize="small" />} onNavigate={menu.close} />
        <MenuLinkItem
          to="/subscriptions"
          label={t('shell.userMenu.subscriptions')}
          icon={<CardMembershipOutlinedIcon fontSize="small" />}
          onNavigate={menu.close}
        />
        <Divider />
        {/* /logout is a server route: a full navigation, never the client router. */}
        <MenuItem component="a" href={absoluteUrl('/logout')}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.userMenu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
