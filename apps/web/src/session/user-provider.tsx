import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useSession } from './session-context';
import { toUserContext, userQuery } from './user';
import { UserContext } from './user-context';

/**
 * Loads the user only once the session is authenticated. A failure ends
 * loading and shows its message in an error toast (the query client's default).
 */
export function UserProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const { data, isPending } = useQuery(userQuery(isAuthenticated));
  const value = useMemo(() => toUserContext(data, isPending), [data, isPending]);
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}
