import { PRODUCT_NAME } from '@seaward/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSession } from './session-context';
import { tenantQuery, toTenantContext } from './tenant';
import { TenantContext } from './tenant-context';

/**
 * Loads the tenant once the session is authenticated. A failure shows its
 * message in an error toast (the query client's default) and leaves the fields empty.
 */
export function TenantProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const { data, isPending } = useQuery(tenantQuery(isAuthenticated));
  const value = useMemo(() => toTenantContext(data, isPending), [data, isPending]);
  useEffect(() => {
    document.title = value.name ? `${PRODUCT_NAME} - ${value.name}` : PRODUCT_NAME;
  }, [value.name]);
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>;
}
