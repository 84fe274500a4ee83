import { STAFF_ROUTES, type TripDetail, type TripList } from '@seaward/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Query-string parameters of a list call, without empty values. */
export type ListParams = Record<string, string | number | null | undefined>;

export function toSearch(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null && value !== '') search.set(key, String(value));
  const s = search.toString();
  return s ? `?${s}` : '';
}

export const tripsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['trips', params],
    queryFn: ({ signal }) => api.get<TripList>(`${STAFF_ROUTES.trips}${toSearch(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const tripQuery = (reference: string) =>
  queryOptions({ queryKey: ['trip', reference], queryFn: ({ signal }) => api.get<TripDetail>(STAFF_ROUTES.trip(reference), { signal }) });

export type FilterOptions = { areas: { id: number; name: string }[]; organisations: { id: number; name: string }[] };
export const filterOptionsQuery = () =>
  queryOptions({ queryKey: ['trip-filter-options'], queryFn: () => api.get<FilterOptions>(STAFF_ROUTES.filterOptions), staleTime: 5 * 60_000 });

export const useTrips = (params: ListParams) => useQuery(tripsQuery(params));
export const useTrip = (reference: string) => useQuery(tripQuery(reference));
export const useFilterOptions = () => useQuery(filterOptionsQuery());
