import type { FastifyInstance } from 'fastify';
import type { ActorCache } from '../../auth/actor-cache';
import { currenciesServerResource } from '../currencies/resource';
import { organisationTypesServerResource } from '../organisation-types/resource';
import { registerResource } from '../resources/register';
import { createRolesResource } from '../roles/resource';
import { registerTenantSettingsRoutes } from '../tenant-settings/routes';
import { registerUsersRoutes } from '../users/routes';
import { organisationsServerResource } from './resource';

/** The manager area's API: every resource of the framework and the tenant settings. */
export function registerManageRoutes(app: FastifyInstance, deps: { actors: ActorCache }) {
  registerResource(app, organisationsServerResource);
  registerResource(app, organisationTypesServerResource);
  registerResource(app, createRolesResource(deps.actors));
  registerResource(app, currenciesServerResource);
  registerUsersRoutes(app, deps.actors);
  registerTenantSettingsRoutes(app);
}
