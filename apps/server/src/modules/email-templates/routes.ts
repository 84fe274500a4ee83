import { API_BASE, emailPreviewInputSchema, emailPreviewSchema, emailTemplatesResource, manageRoutes } from '@seaward/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldError } from '../resources/field-error';
import { registerResource } from '../resources/register';
import { renderMarkdown } from '../custom-content/render';
import { SAMPLE_DATA, liquid } from './liquid';
import { emailTemplatesServerResource } from './resource';

/** The resource and its live preview with the event's sample data. */
export function registerEmailTemplateRoutes(app: FastifyInstance) {
  registerResource(app, emailTemplatesServerResource);
  app.withTypeProvider<ZodTypeProvider>().post(`${API_BASE}${manageRoutes.list(emailTemplatesResource.key)}/preview`, {
    config: { requirement: { anyOf: emailTemplatesResource.permissions } },
    schema: { tags: ['manage'], summary: 'Render a template with sample data', body: emailPreviewInputSchema, response: { 200: emailPreviewSchema } },
    handler: async (req) => {
      const data = SAMPLE_DATA[req.body.event] ?? {};
      const render = async (field: 'subject' | 'body') => {
        try {
          return await liquid.parseAndRender(req.body[field], data);
        } catch {
          throw fieldError(field, 'template');
        }
      };
      const [subject, text] = await Promise.all([render('subject'), render('body')]);
      return { subject, text, html: renderMarkdown(text) };
    },
  });
}
