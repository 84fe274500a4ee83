import type { ResourceDescriptor } from '@seaward/contract';
import { parseAsInteger, parseAsString, useQueryStates } from 'nuqs';
import { useCallback, useMemo } from 'react';
import type { ListParams } from './resource-api';

export const PER_PAGE_CHOICES = [25, 50, 100] as const;

/**
 * The list's page, sort, search and filters, kept in the URL query string
 * (spec section 9: each change pushes a history entry, an unchanged value
 * writes nothing, no batching), so a filtered list survives reload and back.
 */
export function useListParams(descriptor: ResourceDescriptor) {
  const parsers = useMemo(() => {
    const filters = Object.fromEntries(descriptor.filters.filter((f) => f.kind !== 'search').map((f) => [f.name, parseAsString]));
    return {
      page: parseAsInteger.withDefault(1),
      perPage: parseAsInteger.withDefault(25),
      sort: parseAsString.withDefault(descriptor.defaultSort),
      q: parseAsString.withDefault(''),
      ...filters,
    };
  }, [descriptor]);
  const [state, setState] = useQueryStates(parsers, { clearOnDefault: true });
  const values = state as Record<string, string | number | null>;

  /** Sets some values; any change other than the page goes back to page 1. Unchanged values are skipped. */
  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      const next: Record<string, string | number | null> = {};
      for (const [name, value] of Object.entries(changes)) {
        const normalised = value === '' ? null : value;
        const current = values[name] === '' ? null : (values[name] ?? null);
        if (current !== normalised) next[name] = normalised;
      }
      if (Object.keys(next).length === 0) return;
      if (!('page' in next)) next.page = null;
      void setState(next);
    },
    [setState, values],
  );

  const params: ListParams = {};
  for (const [name, value] of Object.entries(values)) if (value !== null && value !== '') params[name] = value;
  return { values, params, update };
}
