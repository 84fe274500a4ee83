import { rolesResource } from '@seaward/contract';
import { createResourcePage } from '../resources/create-resource-page';

/** Roles: the permission matrix is the form; the reserved super-admin role is shown read-only. */
export const RolesPage = createResourcePage(rolesResource, { isReadOnly: (record) => record.reserved === true });
