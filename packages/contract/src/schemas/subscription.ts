import { z } from 'zod';
import { SUBSCRIPTION_EVENTS, SUBSCRIPTION_SCOPES } from './list-constants';

/** Body of create and update. `scope_id` names the area, vessel or organisation; null for 'all'. */
export const subscriptionInputSchema = z
  .object({
    event: z.enum(SUBSCRIPTION_EVENTS),
    scope: z.enum(SUBSCRIPTION_SCOPES),
    scope_id: z.number().int().positive().nullable(),
    in_app: z.boolean(),
    email: z.boolean(),
  })
  .refine((s) => (s.scope === 'all') === (s.scope_id == null), { message: 'required for this scope, and only then', path: ['scope_id'] })
  .refine((s) => s.in_app || s.email, { message: 'choose at least one channel', path: ['in_app'] });
export type SubscriptionInput = z.infer<typeof subscriptionInputSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  event: z.enum(SUBSCRIPTION_EVENTS),
  scope: z.enum(SUBSCRIPTION_SCOPES),
  scope_id: z.number().int().nullable(),
  scope_name: z.string().nullable(),
  in_app: z.boolean(),
  email: z.boolean(),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

/** One active session of the signed-in user (`/account/sessions`). */
export const accountSessionSchema = z.object({
  id: z.string(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);
