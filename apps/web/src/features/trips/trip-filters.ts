import { TRIP_STATUS_VALUES } from '@seaward/contract';
import { parseAsInteger, parseAsString, parseAsStringLiteral } from 'nuqs';
import { pagingParsers } from './use-list-state';

/** The trips list's URL state: `?q=&status=&area=&org=&from=&to=&page=&perPage=&sort=`. */
export const tripListParsers = {
  q: parseAsString,
  status: parseAsStringLiteral(TRIP_STATUS_VALUES),
  area: parseAsInteger,
  org: parseAsInteger,
  from: parseAsString,
  to: parseAsString,
  ...pagingParsers('-entry_at'),
};

type TripListState = {
  q: string | null;
  status: string | null;
  area: number | null;
  org: number | null;
  from: string | null;
  to: string | null;
  page: number;
  perPage: number;
  sort: string;
};

/** The API query of the list (and, without paging, of its CSV export). */
export function tripApiParams(s: TripListState, ongoing: boolean) {
  return {
    q: s.q,
    status: s.status,
    area_id: s.area,
    organisation_id: s.org,
    entry_from: s.from,
    entry_to: s.to,
    ongoing: ongoing ? 'true' : null,
    sort: s.sort,
  };
}
