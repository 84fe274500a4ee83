import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, LANGUAGES } from '../../i18n/languages';
import { useChangeLanguage } from '../../i18n/use-change-language';
import { useMenu } from './use-menu';

/** The interface language, each named in its own language; the choice is saved. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const menu = useMenu();
  const { language, changeLanguage } = useChangeLanguage();
  return (
    <>
      <Button
        color="inherit"
        onClick={menu.show}
        startIcon={<TranslateIcon />}
        aria-label={t('shell.language.open', { language: LANGUAGE_LABELS[language] })}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        sx={{ color: 'text.primary', minWidth: 0, px: 1.25 }}
      >
        {t('shell.language.short')}
      </Button>
      <Menu
        anchorEl={menu.anchor}
        open={menu.open}
        onClose={menu.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            lang={lng}
            selected={lng === language}
            onClick={() => {
              menu.close();
              changeLanguage(lng);
            }}
          >
            <ListItemIcon>{lng === language && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{LANGUAGE_LABELS[lng]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
