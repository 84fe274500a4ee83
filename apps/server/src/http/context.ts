import type { Actor, Requirement } from '@seaward/contract';
import type { Tx } from '../db/client';
import type { TenantRef } from '../tenancy/resolve';

/** The signed-in user of a request, with what the permission checks need. */
export type SessionActor = Actor & {
  sessionId: string;
  accessToken: string;
  userId: number;
  email: string;
  name: string;
  language: string | null;
  organisationId: number | null;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    tenant: TenantRef;
    /** The tenant's own origin as this request reached it (scheme://host[:port]). */
    siteOrigin: string;
    actor: SessionActor | null;
    /** Runs `fn` in one transaction scoped to the request's tenant (row-level security on). */
    inTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** What the route needs; every /api route must declare it (checked at start-up). */
    requirement?: Requirement;
    /** Routes that work without a known tenant host (health check). */
    tenantless?: boolean;
  }
}

/** The signed-in actor of a route that declared a requirement other than public. */
export function actorOf(req: { actor: SessionActor | null }): SessionActor {
  if (!req.actor) throw new Error('route reached without an actor: check its requirement');
  return req.actor;
}
