import { TENANT_SETTINGS } from '@seaward/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenantSettings } from '../../db/schema';
import { createTtlCache } from '../../http/ttl-cache';

/** The origin of a tile URL template (https://tile.example.org/{z}/{x}/{y}.png), or null if it is not http(s). */
export function tileOrigin(template: string | null | undefined): string | null {
  if (!template) return null;
  try {
    const url = new URL(template.replace(/\{[a-z]+\}/gi, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Adds `origin` to the CSP's connect-src and img-src (MapLibre fetches tiles, then draws them as images). */
export function allowTileOrigin(csp: string, origin: string): string {
  return csp
    .split(';')
    .map((part) => {
      const d = part.trim();
      return /^(connect-src|img-src)\s/.test(d) ? `${d} ${origin}` : d;
    })
    .join(';');
}

/**
 * With the tenant setting `map-tile-url`, the map loads tiles from that
 * origin; the page's Content-Security-Policy (connect-src and img-src 'self')
 * would block them, so HTML pages of that tenant allow that one origin too.
 */
export function registerMapTileCsp(app: FastifyInstance) {
  const cache = createTtlCache<{ origin: string | null }>({ ttlMs: 5_000, max: 1_000 });
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const csp = reply.getHeader('content-security-policy');
    if (!req.tenant || !type.startsWith('text/html') || typeof csp !== 'string') return payload;
    const key = String(req.tenant.id);
    let entry = cache.get(key);
    if (!entry) {
      const [row] = await req.inTenant((tx) => tx.select({ setting: tenantSettings.setting }).from(tenantSettings).where(eq(tenantSettings.name, TENANT_SETTINGS.mapTileUrl)));
      entry = { origin: tileOrigin(row?.setting) };
      cache.set(key, entry);
    }
    if (entry.origin) reply.header('content-security-policy', allowTileOrigin(csp, entry.origin));
    return payload;
  });
}
