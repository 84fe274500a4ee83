import { API_BASE, CONTENT_KEYS, LANGUAGES } from '@seaward/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/context';
import { registerResource } from '../resources/register';
import { renderMarkdown } from './render';
import { contentHtml, customContentServerResource } from './resource';

/** The resource, and the rendered block for any signed-in page (help, home message). */
export function registerCustomContentRoutes(app: FastifyInstance) {
  registerResource(app, customContentServerResource);
  // The live preview of the Markdown editors (custom content, terms): rendered and sanitised like the real thing.
  app.withTypeProvider<ZodTypeProvider>().post(`${API_BASE}/v1/seaward/manage/markdown-preview`, {
    config: { requirement: { anyOf: ['manage-tenant-custom-content', 'manage-tenant-terms-and-conditions'] } },
    schema: { tags: ['manage'], summary: 'Markdown rendered and sanitised', body: z.object({ body: z.string().max(100_000) }), response: { 200: z.object({ html: z.string() }) } },
    handler: async (req) => ({ html: renderMarkdown(req.body.body) }),
  });
  app.withTypeProvider<ZodTypeProvider>().get(`${API_BASE}/v1/seaward/content/:key`, {
    config: { requirement: { authenticated: true } },
    schema: {
      tags: ['content'],
      summary: 'A custom content block, sanitised HTML',
      params: z.object({ key: z.enum(CONTENT_KEYS) }),
      querystring: z.object({ lng: z.enum(LANGUAGES).optional() }),
      response: { 200: z.object({ html: z.string().nullable() }) },
    },
    handler: async (req) => {
      const language = req.query.lng ?? actorOf(req).language ?? 'en-GB';
      return { html: await req.inTenant((tx) => contentHtml(tx, req.params.key, language)) };
    },
  });
}
