import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { Config } from '../config';
import { EMBEDDED_CLIENT_ID } from './provider';
import type { Secrets } from './secrets';

type FetchInit = { body?: unknown; headers: Record<string, string>; method: string };

/**
 * The server as OpenID Connect relying party. With no external issuer
 * configured it uses the embedded provider of the tenant's own origin, reached
 * in-process (app.inject): no network hop, no DNS for *.localhost host names.
 */
export function createRelyingParty(app: FastifyInstance, config: Config, secrets: Secrets) {
  const configs = new Map<string, Promise<client.Configuration>>();
  const external = Boolean(config.OIDC_ISSUER);

  const injectFetch = async (url: string, init: FetchInit): Promise<Response> => {
    const u = new URL(url);
    const res = await app.inject({
      method: init.method as 'GET',
      url: u.pathname + u.search,
      headers: { ...init.headers, host: u.host, 'x-forwarded-proto': u.protocol.replace(':', '') },
      payload: init.body == null ? undefined : String(init.body),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
  };

  async function discover(origin: string): Promise<client.Configuration> {
    if (external) {
      return client.discovery(new URL(config.OIDC_ISSUER!), config.OIDC_CLIENT_ID ?? '', config.OIDC_CLIENT_SECRET);
    }
    const c = await client.discovery(new URL(`${origin}/oidc`), EMBEDDED_CLIENT_ID, secrets.clientSecret, undefined, {
      [client.customFetch]: injectFetch as client.CustomFetch,
      execute: origin.startsWith('http:') ? [client.allowInsecureRequests] : [],
    });
    c[client.customFetch] = injectFetch as client.CustomFetch;
    return c;
  }

  return {
    isExternal: external,
    scopes: config.OIDC_SCOPES,
    /** The client configuration for a tenant origin, discovered once and kept (retried after a failure). */
    configFor(origin: string): Promise<client.Configuration> {
      const key = external ? 'external' : origin;
      let p = configs.get(key);
      if (!p) {
        p = discover(origin);
        p.catch(() => configs.delete(key));
        configs.set(key, p);
        if (configs.size > 256) configs.delete(configs.keys().next().value!);
      }
      return p;
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
