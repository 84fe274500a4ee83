import { ROUTES } from '@seaward/contract/routes';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { api } from '../api/client';
import { useVerifyOnUnauthenticated } from './use-verify-on-unauthenticated';
import { SessionContext } from './session-context';
import { createSessionMachine, type SessionDeps } from './session-machine';

type Props = {
  children: ReactNode;
  /** Shown until the session is authenticated: nothing else renders before. */
  fallback: ReactNode;
  /** Client-side navigation to the post-login target. */
  navigate: (to: string) => void;
  /** Overrides for tests. */
  deps?: Partial<SessionDeps>;
};

const checkSession = async () => (await api.get<{ access_token: string }>(ROUTES.auth)).access_token;

/** Runs the session check of spec section 4 and renders its children only once signed in. */
export function SessionProvider({ children, fallback, navigate, deps }: Props) {
  const [machine] = useState(() =>
    createSessionMachine({
      checkSession,
      storage: window.localStorage,
      location: window.location,
      navigate,
      notifyError: (message) => enqueueSnackbar(message, { variant: 'error' }),
      ...deps,
    }),
  );
  useEffect(() => {
    machine.start();
    return machine.stop;
  }, [machine]);
  useVerifyOnUnauthenticated(machine.verify);
  const state = useSyncExternalStore(machine.subscribe, machine.getState);
  if (!state.isAuthenticated) return fallback;
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}
