import { isAdmin, isManager } from '@seaward/contract/permissions';
import { ROUTES } from '@seaward/contract/routes';
import type { CurrentUser } from '@seaward/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** The current user with the derived values of spec section 3. */
export type UserContextValue = CurrentUser & {
  isLoading: boolean;
  isAdmin: boolean;
  isManager: boolean;
  givenName: string;
  familyName: string;
  /** The first role, else ''. */
  role: string;
};

export const EMPTY_USER: CurrentUser = { id: -1, email: '', name: '', permissions: [], roles: [] };

export const userQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: () => api.get<CurrentUser>(ROUTES.user),
    enabled,
    staleTime: 60_000,
  });

const words = (name: string) => name.trim().split(/\s+/).filter(Boolean);

/** Builds the context value; before (or without) a load: loading, id -1, empty fields. */
export function toUserContext(user: CurrentUser | undefined, isLoading: boolean): UserContextValue {
  const value = user ?? EMPTY_USER;
  const parts = words(value.name);
  return {
    ...value,
    isLoading,
    isAdmin: isAdmin(value),
    isManager: isManager(value),
    givenName: parts[0] ?? '',
    familyName: parts[parts.length - 1] ?? '',
    role: value.roles[0] ?? '',
  };
}
