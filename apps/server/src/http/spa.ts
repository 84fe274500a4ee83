import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { sendError } from './error-handler';

/**
 * Serves the built SPA: hashed assets cached for a year, locales briefly, and
 * index.html for any other GET that is not an API path, so client routes
 * survive a reload. Unknown API paths get the error body.
 */
export async function registerSpa(app: FastifyInstance, dist: string) {
  // WEB_DIST may be relative to the working directory; the static plugin wants an absolute root.
  const distDir = resolve(dist);
  const indexFile = join(distDir, 'index.html');
  const hasDist = existsSync(indexFile);
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else if (path.includes('/locales/')) res.setHeader('cache-control', 'public, max-age=300');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  let indexHtml: string | null = null;
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0]!;
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|oidc|signin)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return sendError(req, reply, new AppError('not_found', `No route ${req.method} ${path}`));
    if (!hasDist) return sendError(req, reply, new AppError('not_found', 'The web app is not built: run npm run build'));
    indexHtml ??= readFileSync(indexFile, 'utf8');
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
  return { hasDist };
}
