import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { theme } from './theme';
import { AppErrorBoundary } from './app-error-boundary';

/** Toasts: spec section 9 (at most 3, 5 s, bottom-left, 225/195 ms; hover pauses, leaving resumes at half). */
const SNACKBAR = {
  maxSnack: 3,
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
  transitionDuration: { enter: 225, exit: 195 },
} as const;

/** Theme, the fallback error page, toasts and the query cache: everything below may use them. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        <SnackbarProvider {...SNACKBAR}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </SnackbarProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
