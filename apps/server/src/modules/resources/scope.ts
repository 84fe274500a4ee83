import { can, type ResourceDescriptor } from '@seaward/contract';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { actorOf } from '../../http/context';
import { visibleOrganisationIds } from '../reference/routes';
import type { StoreContext } from './types';

/**
 * The store context of a request. An organisation-scoped resource confines a
 * user without its tenant-level permission to their own organisation (and its
 * children with manage-organisation-children); a user bound to no
 * organisation then sees nothing rather than everything.
 */
export async function storeContext(tx: Tx, req: FastifyRequest, descriptor: ResourceDescriptor): Promise<StoreContext> {
  const actor = actorOf(req);
  let visible: Set<number> | null = null;
  if (descriptor.organisationScoped && !(descriptor.tenantPermission && can(actor, descriptor.tenantPermission))) {
    visible = actor.organisationId == null ? new Set() : await organisationScope(tx, actor);
  }
  return { tx, actor, tenantId: req.tenant.id, visible, origin: req.siteOrigin };
}

async function organisationScope(tx: Tx, actor: ReturnType<typeof actorOf>): Promise<Set<number>> {
  // visibleOrganisationIds answers null for tenant-wide organisation managers; here that permission was already ruled out.
  const ids = await visibleOrganisationIds(tx, { ...actor, permissions: actor.permissions.filter((p) => p !== 'manage-tenant-organisations') });
  return ids ?? new Set();
}
