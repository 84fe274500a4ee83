import { z } from 'zod';

/** The body of every non-2xx API response. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    name: z.string(),
    message: z.string(),
    title: z.string(),
    data: z.unknown().optional(),
    support: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Error codes the server sends, with their HTTP status. */
export const ERROR_CODES = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  cross_origin: 403,
  not_found: 404,
  tenant_not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** A field error carried in `error.data.fields` of a 400. */
export type FieldError = { field: string; message: string };
