import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';
import { describeError } from './describe-error';
import { ErrorFields } from './error-fields';

/** The error element of every route: a header, the message, the error's fields and a back button. */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const details = describeError(useRouteError());
  const Icon = details.notFound ? SearchOffIcon : ErrorOutlineIcon;
  const message = details.message || (details.notFound ? t('errors.notFound.message') : '');
  return (
    <Box component="main" sx={{ px: { xs: 2, sm: 4 }, py: { xs: 4, sm: 8 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 720, width: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Icon color={details.notFound ? 'secondary' : 'error'} sx={{ fontSize: 40 }} />
          <Typography variant="h4" component="h1">
            {details.notFound ? t('errors.notFound.title') : t('errors.page.title')}
          </Typography>
        </Box>
        <Typography variant="body1" sx={{ mb: 3 }} data-testid="error-message">
          {message}
        </Typography>
        <ErrorFields details={details} />
        <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
          {t('errors.page.back')}
        </Button>
      </Paper>
    </Box>
  );
}
