import { ROUTES } from '@seaward/contract/routes';
import type { Tenant } from '@seaward/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** The tenant context (spec section 3 "Tenant"). */
export type TenantContextValue = Tenant & {
  isLoading: boolean;
  hasFeature: (name: string) => boolean;
  /** The matching setting's value, or null if there is none. */
  getSetting: (name: string) => string | null;
};

export const EMPTY_TENANT: Tenant = { id: -1, name: '', logo_url: '', features: [], settings: [] };

export const tenantQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.tenant,
    queryFn: () => api.get<Tenant>(ROUTES.tenant),
    enabled,
    staleTime: Infinity,
  });

/** Builds the context value: empty fields (id -1) until, or unless, the tenant loads. */
export function toTenantContext(tenant: Tenant | undefined, isLoading: boolean): TenantContextValue {
  const value = tenant ?? EMPTY_TENANT;
  return {
    ...value,
    isLoading,
    hasFeature: (name) => value.features.includes(name),
    getSetting: (name) => value.settings.find((entry) => entry.name === name)?.setting ?? null,
  };
}
