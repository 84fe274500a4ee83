import { currenciesResource, organisationTypesResource } from '@seaward/contract';
import type { ComponentType } from 'react';
import { OrganisationsPage } from '../organisations/organisations-page';
import { RolesPage } from '../roles/roles-page';
import { TenantSettingsPage } from '../tenant-settings/tenant-settings-page';
import { UsersPage } from '../users/users-page';
import { createResourcePage, type ResourcePageProps } from './create-resource-page';

/** The page of each manager entry built so far, by menu key; an entry missing here is a 404. */
export const RESOURCE_PAGES: Record<string, ComponentType<ResourcePageProps>> = {
  organisations: OrganisationsPage,
  'organisation-types': createResourcePage(organisationTypesResource),
  users: UsersPage,
  roles: RolesPage,
  currencies: createResourcePage(currenciesResource),
  'tenant-settings': TenantSettingsPage,
};
