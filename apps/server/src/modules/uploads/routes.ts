import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { MAX_SIGNATURE_BYTES, uploadResponseSchema } from '@seaward/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { AppError, notFound } from '../../http/app-error';
import { FILES_PATH, STORAGE_KEY, type Storage } from '../../storage';

/** Image types a signature may be, by content (magic bytes), never by name. */
const IMAGE_TYPES: Record<string, 'png' | 'jpg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Reads the one `file` field of a multipart request, refusing more than `max` bytes with a 413. */
async function readFile(req: FastifyRequest, max: number): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('bad_request', 'Send the image as multipart/form-data in the field "file"');
  const part = await req.file({ limits: { fileSize: max, files: 1, fields: 5 } });
  if (!part || part.fieldname !== 'file') throw new AppError('bad_request', 'Send the image in the field "file"');
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', `The file is larger than ${Math.round(max / 1024)} KB`, { max_bytes: max });
    throw err;
  }
}

/**
 * Uploads (`POST /api/v1/upload/signatures`) and the files they give back
 * (`GET /api/v1/upload/files/t{tenant}/...`, only to the same tenant).
 */
export function registerUploadRoutes(app: FastifyInstance, deps: { storage: Storage }) {
  const { storage } = deps;
  // Encapsulated: the multipart parser only exists for these routes.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_SIGNATURE_BYTES, files: 1 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post('/api/v1/upload/signatures', {
      config: { requirement: { anyOf: ['manage-tenant-invoice-signature', 'manage-organisation-invoice-signature'] } },
      schema: { tags: ['uploads'], summary: 'Upload a signature image (PNG, JPEG or WebP, at most 1 MB)', consumes: ['multipart/form-data'], response: { 200: uploadResponseSchema } },
      handler: async (req) => {
        const body = await readFile(req, MAX_SIGNATURE_BYTES);
        const type = await fileTypeFromBuffer(body);
        const ext = type && IMAGE_TYPES[type.mime];
        if (!ext) throw new AppError('bad_request', 'The file is not a PNG, JPEG or WebP image', { accepted: Object.keys(IMAGE_TYPES) });
        // Content-addressed: the same image is stored once and a url never changes meaning.
        const key = `t${req.tenant.id}/signatures/${createHash('sha256').update(body).digest('hex')}.${ext}`;
        await storage.put(key, body, type.mime);
        return { urls: [storage.url(key)] };
      },
    });

    r.get(`${FILES_PATH}/*`, {
      config: { requirement: { authenticated: true } },
      schema: { tags: ['uploads'], summary: 'A stored file of this tenant', params: z.object({ '*': z.string() }) },
      handler: async (req, reply) => {
        const key = req.params['*'];
        if (!STORAGE_KEY.test(key) || !key.startsWith(`t${req.tenant.id}/`)) throw notFound('File');
        const file = await storage.get(key);
        if (!file) throw notFound('File');
        return reply
          .type(file.contentType)
          .header('cache-control', 'private, max-age=86400, immutable')
          .header('content-security-policy', "default-src 'none'")
          .send(file.body);
      },
    });
  });
}
