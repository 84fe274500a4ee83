import { currenciesResource, organisationTypesResource } from '@seaward/contract';
import type { ComponentType } from 'react';
import { CustomContentPage, TermsPage } from '../content/content-pages';
import { EmailTemplatesPage } from '../content/email-templates-page';
import { ExternalMappingsPage, ExternalProvidersPage } from '../integrations/integration-pages';
import { WebhooksPage } from '../integrations/webhooks-page';
import { OrganisationsPage } from '../organisations/organisations-page';
import { RolesPage } from '../roles/roles-page';
import { TenantSettingsPage } from '../tenant-settings/tenant-settings-page';
import { TenantsPage } from '../tenants/tenants-page';
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
  'custom-content': CustomContentPage,
  'terms-and-conditions': TermsPage,
  'email-templates': EmailTemplatesPage,
  'external-providers': ExternalProvidersPage,
  'external-mappings': ExternalMappingsPage,
  webhooks: WebhooksPage,
  tenants: TenantsPage,
};
