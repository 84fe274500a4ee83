import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../api/api-error';

const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Spec section 6, "a 401 forces sign-in": any query or mutation answered 401 re-checks the session. */
export function useVerifyOnUnauthenticated(verify: () => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthenticated(event.action.error)) verify();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthenticated(event.action.error)) verify();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, verify]);
}
