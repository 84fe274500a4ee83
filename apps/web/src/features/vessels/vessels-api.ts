import { STAFF_ROUTES, type VesselDetail, type VesselList } from '@seaward/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { type ListParams, toSearch } from '../trips/trips-api';

export const vesselsQuery = (params: ListParams) =>
  queryOptions({ queryKey: ['vessels', params], queryFn: ({ signal }) => api.get<VesselList>(`${STAFF_ROUTES.vessels}${toSearch(params)}`, { signal }), placeholderData: keepPreviousData });
export const vesselQuery = (id: string) => queryOptions({ queryKey: ['vessel', id], queryFn: ({ signal }) => api.get<VesselDetail>(STAFF_ROUTES.vessel(id), { signal }) });
