import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { sendError } from './error-handler';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when a state-changing request names the tenant's own origin. */
export function isSameOrigin(headers: Record<string, string | string[] | undefined>, siteOrigin: string): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin === siteOrigin;
  const xOrigin = headers['x-origin'];
  return typeof xOrigin === 'string' && xOrigin === siteOrigin;
}

/**
 * Security headers with a strict CSP, and the origin rule: cookies alone never
 * authorise a cross-site write. The embedded identity provider under /oidc has
 * its own protections (client authentication, xsrf tokens) and is exempt.
 */
export async function registerSecurity(app: FastifyInstance, opts: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: opts.https,
    // With no-referrer, Chromium sends `Origin: null` on same-origin form posts,
    // which the origin rule below would refuse.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!UNSAFE.has(req.method) || req.url.startsWith('/oidc/') || !req.tenant) return;
    if (!isSameOrigin(req.headers, req.siteOrigin))
      return sendError(req, reply, new AppError('cross_origin', 'Cross-origin request refused'));
  });
}
