import { type ParserMap, parseAsInteger, parseAsString, useQueryStates } from 'nuqs';
import { useCallback } from 'react';

/** Parsers shared by every list: 1-based page, page size and `sort` (`-field` for descending). */
export const pagingParsers = (defaultSort: string) => ({
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(25),
  sort: parseAsString.withDefault(defaultSort),
});

/**
 * List state in the URL query string (spec section 10's helper): every change
 * pushes a history entry, so Back restores the previous filter; a change that
 * leaves the values as they are does nothing; each call is one URL update, not
 * batched with others. A change to anything but the page goes back to page 1.
 */
export function useListState<P extends ParserMap>(parsers: P) {
  const [values, setValues] = useQueryStates(parsers, { history: 'push', scroll: false });
  const update = useCallback(
    (patch: Partial<Record<keyof P, unknown>>) => {
      const changed = Object.entries(patch).some(([key, value]) => (values as Record<string, unknown>)[key] !== (value === '' ? null : value));
      if (!changed) return;
      const cleaned = Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v === '' ? null : v]));
      const resetPage = !('page' in patch) ? { page: null } : {};
      void setValues({ ...resetPage, ...cleaned } as never);
    },
    [values, setValues],
  );
  return [values, update] as const;
}
