import { tenantsResource } from '@seaward/contract';
import { createResourcePage } from '../resources/create-resource-page';
import { LogoUpload } from './logo-upload';

/** Tenants: name, host names, features, state, and the logo upload. */
export const TenantsPage = createResourcePage(tenantsResource, { Related: LogoUpload });
