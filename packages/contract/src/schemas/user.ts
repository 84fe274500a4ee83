import { z } from 'zod';

/** `GET /v1/{product}/user`: the signed-in user. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  roles: z.array(z.string()),
  language: z.string().nullable().optional(),
  organisation_id: z.number().int().nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `GET /api/auth`: the session check. */
export const sessionCheckSchema = z.object({ access_token: z.string() });
