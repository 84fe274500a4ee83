import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MenuLinkItem } from './menu-link-item';
import { activeNavKey, NAV_ITEMS } from './nav-items';
import { useMenu } from './use-menu';

/** The five sections folded into a menu where the bar is too narrow for them. */
export function NavMenu() {
  const { t } = useTranslation();
  const menu = useMenu();
  const active = activeNavKey(useLocation().pathname);
  return (
    <>
      <IconButton
        onClick={menu.show}
        aria-label={t('shell.nav.open')}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Menu anchorEl={menu.anchor} open={menu.open} onClose={menu.close}>
        {NAV_ITEMS.map((item) => (
          <MenuLinkItem
            key={item.key}
            to={item.to}
            label={t(`shell.nav.${item.key}`)}
            selected={item.key === active}
            onNavigate={menu.close}
          />
        ))}
      </Menu>
    </>
  );
}
