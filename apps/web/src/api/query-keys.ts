/** Cache keys shared by fetchers, hooks and invalidations. */
export const queryKeys = {
  tenant: ['tenant'] as const,
  user: ['user'] as const,
  notifications: ['user_notifications'] as const,
};
