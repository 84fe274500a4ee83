import { z } from 'zod';

/** One notification for the signed-in user. */
export const notificationSchema = z.object({
  id: z.number().int(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  data: z.object({ notification: z.string(), path: z.string().nullable().optional() }),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);
