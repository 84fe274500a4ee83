import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { ApiError } from './api-error';

const MAX_RETRIES = 3;

/** A 4xx will not change on a retry (bad input, no permission, not found). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** Exponential back-off from 1 s up to 30 s. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

// A query or mutation with `meta: { errorToast: false }` shows its error itself
// (an error page, a form field), so it gets no toast.
function toast(error: Error, meta: Record<string, unknown> | undefined): void {
  if (meta?.errorToast === false) return;
  enqueueSnackbar(error.message, { variant: 'error' });
}

/** Data fetching defaults of spec section 9; call failures show their message in an error toast. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toast(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => toast(error, mutation.meta) }),
    defaultOptions: {
      queries: { gcTime: 5 * 60 * 1000, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
