import { manageRoutes, type AuditEntry, type ResourceDescriptor, type ResourceOption } from '@seaward/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type Row = Record<string, unknown> & { id: number | string };
export type ListPage = { data: Row[]; total: number };
export type ListParams = Record<string, string | number | undefined>;

/** Cache keys of the manager resources: everything of one resource sits under ['manage', key]. */
export const manageKeys = {
  all: (key: string) => ['manage', key] as const,
  list: (key: string, params: ListParams) => ['manage', key, 'list', params] as const,
  record: (key: string, id: string) => ['manage', key, 'record', id] as const,
  history: (key: string, id: string) => ['manage', key, 'history', id] as const,
  options: (key: string) => ['manage', key, 'options'] as const,
};

/** The query string of a list request: empty values are left out. */
export function toSearch(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const listQuery = (descriptor: ResourceDescriptor, params: ListParams) =>
  queryOptions({
    queryKey: manageKeys.list(descriptor.key, params),
    queryFn: ({ signal }) => api.get<ListPage>(`${manageRoutes.list(descriptor.key)}${toSearch(params)}`, { signal }),
    placeholderData: keepPreviousData,
    // The list shows its own error state.
    meta: { errorToast: false },
  });

export const recordQuery = (descriptor: ResourceDescriptor, id: string) =>
  queryOptions({
    queryKey: manageKeys.record(descriptor.key, id),
    queryFn: ({ signal }) => api.get<Row>(manageRoutes.record(descriptor.key, id), { signal }),
    retry: false,
    // A record that cannot load goes to the error page.
    meta: { errorToast: false },
  });

export const historyQuery = (key: string, id: string, path = manageRoutes.history(key, id)) =>
  queryOptions({ queryKey: manageKeys.history(key, id), queryFn: ({ signal }) => api.get<AuditEntry[]>(path, { signal }) });

export const optionsQuery = (key: string) =>
  queryOptions({
    queryKey: manageKeys.options(key),
    queryFn: ({ signal }) => api.get<ResourceOption[]>(manageRoutes.options(key), { signal }),
    staleTime: 30_000,
  });

/** Create, update and delete of one resource; each refreshes everything cached for it. */
export function useResourceMutations(descriptor: ResourceDescriptor) {
  const client = useQueryClient();
  const key = descriptor.key;
  const onSuccess = () => client.invalidateQueries({ queryKey: manageKeys.all(key) });
  // Failures show on the form (field errors) or in its alert, not as a second toast.
  const meta = { errorToast: false };
  return {
    create: useMutation({ mutationFn: (body: unknown) => api.post<Row>(manageRoutes.list(key), body), onSuccess, meta }),
    update: useMutation({ mutationFn: ({ id, body }: { id: string; body: unknown }) => api.put<Row>(manageRoutes.record(key, id), body), onSuccess, meta }),
    remove: useMutation({ mutationFn: (id: string) => api.delete(manageRoutes.record(key, id)), onSuccess, meta }),
  };
}
