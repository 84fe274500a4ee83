import { STAFF_ROUTES, type AreaDetail, type AreaList } from '@seaward/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { type ListParams, toSearch } from '../trips/trips-api';

export const areasQuery = (params: ListParams) =>
  queryOptions({ queryKey: ['areas', params], queryFn: ({ signal }) => api.get<AreaList>(`${STAFF_ROUTES.areas}${toSearch(params)}`, { signal }), placeholderData: keepPreviousData });
export const areaQuery = (id: string) => queryOptions({ queryKey: ['area', id], queryFn: ({ signal }) => api.get<AreaDetail>(STAFF_ROUTES.area(id), { signal }) });
