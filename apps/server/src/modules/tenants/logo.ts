import multipart from '@fastify/multipart';
import { API_BASE, MAX_TENANT_LOGO_BYTES, TENANT_LOGO_TYPES, idParamSchema, manageRoutes, tenantsResource } from '@seaward/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { tenants } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { actorOf } from '../../http/context';
import { writeAudit } from '../audit/service';
import { tenantCache } from '../tenant/routes';

/**
 * The uploaded raster image wrapped in an SVG (the logo route serves SVG);
 * the content is checked by its bytes, not by the name or declared type.
 */
export const wrapInSvg = (mime: string, bytes: Buffer) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 300 100" preserveAspectRatio="xMidYMid meet"><image width="300" height="100" preserveAspectRatio="xMidYMid meet" href="data:${mime};base64,${bytes.toString('base64')}"/></svg>`;

/** POST /manage/tenants/:id/logo: multipart field `file`, PNG, JPEG or WebP up to 512 KB. */
export function registerTenantLogoRoute(app: FastifyInstance) {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_TENANT_LOGO_BYTES, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post(`${API_BASE}${manageRoutes.list(tenantsResource.key)}/:id/logo`, {
      config: { requirement: { anyOf: tenantsResource.permissions } },
      schema: { tags: ['manage'], summary: 'Upload the tenant logo', params: idParamSchema },
      handler: async (req, reply) => {
        if (!req.isMultipart()) throw new AppError('bad_request', 'Send the image as multipart/form-data in the field "file"');
        const file = await req.file();
        if (!file) throw new AppError('validation_failed', 'No file', { fields: [{ field: 'file', message: 'required' }] });
        const bytes = await file.toBuffer().catch(() => {
          throw new AppError('payload_too_large', `The logo may be at most ${MAX_TENANT_LOGO_BYTES / 1024} KB`);
        });
        const type = await fileTypeFromBuffer(bytes);
        if (!type || !(TENANT_LOGO_TYPES as readonly string[]).includes(type.mime))
          throw new AppError('validation_failed', 'The logo must be a PNG, JPEG or WebP image', { fields: [{ field: 'file', message: 'image_type' }] });
        await req.inTenant(async (tx) => {
          const updated = await tx.update(tenants).set({ logoSvg: wrapInSvg(type.mime, bytes) }).where(eq(tenants.id, req.params.id)).returning({ id: tenants.id });
          if (updated.length === 0) throw notFound('Tenant');
          await writeAudit(tx, { tenantId: req.tenant.id, actor: actorOf(req), resource: 'tenants', recordId: req.params.id, action: 'update', changes: { logo: [null, `${type.mime}, ${bytes.length} bytes`] } });
        });
        tenantCache.delete(String(req.params.id));
        return reply.code(204).send();
      },
    });
  });
}
