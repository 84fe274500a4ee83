import { createContext, useContext } from 'react';
import { toTenantContext, type TenantContextValue } from './tenant';

export const TenantContext = createContext<TenantContextValue>(toTenantContext(undefined, true));

/** The signed-in tenant: name, logo, features and settings. */
export const useTenant = (): TenantContextValue => useContext(TenantContext);
