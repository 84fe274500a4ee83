import type { FastifyInstance } from 'fastify';
import type { ActorCache } from '../../auth/actor-cache';
import type { Secrets } from '../../auth/secrets';
import { currenciesServerResource } from '../currencies/resource';
import { registerCustomContentRoutes } from '../custom-content/routes';
import { registerEmailTemplateRoutes } from '../email-templates/routes';
import { externalMappingsServerResource } from '../external-mappings/resource';
import { createSecretBox } from '../external-providers/crypto';
import { createExternalProvidersResource } from '../external-providers/resource';
import { organisationTypesServerResource } from '../organisation-types/resource';
import { registerResource } from '../resources/register';
import { createRolesResource } from '../roles/resource';
import { registerTenantSettingsRoutes } from '../tenant-settings/routes';
import { registerTenantLogoRoute } from '../tenants/logo';
import { tenantsServerResource } from '../tenants/resource';
import { termsServerResource } from '../terms/resource';
import { registerUsersRoutes } from '../users/routes';
import { registerWebhookRoutes } from '../webhooks/routes';
import { organisationsServerResource } from './resource';

export type ManageDeps = { actors: ActorCache; secrets: Pick<Secrets, 'cookieSecret'>; production: boolean };

/** The manager area's API: every resource of the framework, tenant settings, content and integrations. */
export function registerManageRoutes(app: FastifyInstance, deps: ManageDeps) {
  const box = createSecretBox(deps.secrets.cookieSecret);
  registerResource(app, organisationsServerResource);
  registerResource(app, organisationTypesServerResource);
  registerResource(app, createRolesResource(deps.actors));
  registerResource(app, currenciesServerResource);
  registerResource(app, termsServerResource);
  registerResource(app, createExternalProvidersResource(box));
  registerResource(app, externalMappingsServerResource);
  registerUsersRoutes(app, deps.actors);
  registerTenantSettingsRoutes(app);
  registerCustomContentRoutes(app);
  registerEmailTemplateRoutes(app);
  registerWebhookRoutes(app, { box, production: deps.production });
  registerResource(app, tenantsServerResource);
  registerTenantLogoRoute(app);
}
