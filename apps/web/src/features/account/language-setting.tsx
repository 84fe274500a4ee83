import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_LABELS, LANGUAGES } from '../../i18n/languages';
import { useChangeLanguage } from '../../i18n/use-change-language';

/** The interface language, saved as the user's preference (PUT /v1/seaward/user/language). */
export function LanguageSetting() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  // i18n.t, not t: this runs after the switch, before this component re-renders.
  const { language, changeLanguage, isSaving } = useChangeLanguage(() =>
    enqueueSnackbar(i18n.t('account.language.saved'), { variant: 'success' }),
  );
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('account.language.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('account.language.help')}
        </Typography>
        <TextField
          select
          label={t('account.language.label')}
          value={language}
          disabled={isSaving}
          onChange={(event) => {
            if (isLanguage(event.target.value)) changeLanguage(event.target.value);
          }}
          sx={{ minWidth: 260 }}
        >
          {LANGUAGES.map((lng) => (
            <MenuItem key={lng} value={lng} lang={lng}>
              {LANGUAGE_LABELS[lng]}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
}
