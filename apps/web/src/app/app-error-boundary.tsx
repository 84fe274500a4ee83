import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translateOr as t } from '../i18n/translate-or';

type State = { error: unknown };

/**
 * The last line of defence for errors outside the routes' own error pages. Its
 * text does not depend on react-i18next: the failure may be in the providers.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected Application Error', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const message = this.state.error instanceof Error ? this.state.error.message : String(this.state.error);
    return (
      <Box component="main" role="alert" sx={{ maxWidth: 720, mx: 'auto', px: 3, py: 10 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('errors.unexpected.title', 'Unexpected Application Error')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{message}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.unexpected.reload', 'Reload the page')}
        </Button>
      </Box>
    );
  }
}
