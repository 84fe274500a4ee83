import { createContext, useContext } from 'react';
import type { SessionState } from './session-machine';

export const SessionContext = createContext<SessionState | null>(null);

/** The client session; only available below SessionProvider. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
