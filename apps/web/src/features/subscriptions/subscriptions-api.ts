import { STAFF_ROUTES, type Subscription, type SubscriptionInput } from '@seaward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

const key = ['subscriptions'] as const;
export const subscriptionsQuery = () => queryOptions({ queryKey: key, queryFn: () => api.get<Subscription[]>(STAFF_ROUTES.subscriptions) });

/** Create (no id) or update a subscription, then refetch the list. */
export function useSaveSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SubscriptionInput }) =>
      id ? api.put<Subscription>(STAFF_ROUTES.subscription(id), input) : api.post<Subscription>(STAFF_ROUTES.subscriptions, input),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteSubscription() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api.delete(STAFF_ROUTES.subscription(id)), onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}
