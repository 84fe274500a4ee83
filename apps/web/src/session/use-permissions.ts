import { can, canAll, canAny, canNot, hasRole } from '@seaward/contract/permissions';
import type { Check } from '@seaward/contract';
import { useMemo } from 'react';
import { useUser } from './user-context';

export type Permissions = {
  can: (check: Check) => boolean;
  canAll: (checks: readonly Check[]) => boolean;
  canAny: (checks: readonly Check[]) => boolean;
  canNot: (check: Check) => boolean;
  hasRole: (check: Check) => boolean;
};

/** The contract's permission checks (the server's own logic) bound to the signed-in user. */
export function usePermissions(): Permissions {
  const { roles, permissions } = useUser();
  return useMemo(() => {
    const actor = { roles, permissions };
    return {
      can: (check) => can(actor, check),
      canAll: (checks) => canAll(actor, checks),
      canAny: (checks) => canAny(actor, checks),
      canNot: (check) => canNot(actor, check),
      hasRole: (check) => hasRole(actor, check),
    };
  }, [roles, permissions]);
}
