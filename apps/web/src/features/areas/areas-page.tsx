import type { AreaRow } from '@seaward/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { parseAsString } from 'nuqs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../i18n/format';
import { PageFrame } from '../trips/list/page-frame';
import { type Column, ServerTable } from '../trips/list/server-table';
import { SearchField } from '../trips/list/search-field';
import { pagingParsers, useListState } from '../trips/use-list-state';
import { areasQuery } from './areas-api';

const parsers = { q: parseAsString, ...pagingParsers('name') };

/** /areas: the tenant's listed areas with their rates and open trips. */
export function AreasPage() {
  const { t } = useTranslation('staff');
  const f = useFormat();
  const [state, update] = useListState(parsers);
  const query = useQuery(areasQuery({ q: state.q, page: state.page, perPage: state.perPage, sort: state.sort }));
  const rate = (a: AreaRow, code: string) => {
    const r = a.rates.find((x) => x.coverage_code === code);
    return r ? t('areas.ratePer', { rate: f.number(Number(r.rate_pct), { maximumFractionDigits: 4 }), days: r.period_days }) : '—';
  };
  const columns: Column<AreaRow>[] = [
    { key: 'name', label: t('areas.columns.name'), sortField: 'name', render: (a) => <Link component={RouterLink} to={`/areas/${a.id}`} sx={{ fontWeight: 600 }}>{a.name}</Link> },
    { key: 'code', label: t('areas.columns.code'), sortField: 'code', render: (a) => a.code },
    { key: 'hm', label: t('coverage.HM'), align: 'right', nowrap: true, render: (a) => rate(a, 'HM') },
    { key: 'iv', label: t('coverage.IV'), align: 'right', nowrap: true, render: (a) => rate(a, 'IV') },
    { key: 'from', label: t('areas.columns.effectiveFrom'), nowrap: true, render: (a) => (a.effective_from ? f.date(a.effective_from) : '—') },
    { key: 'open', label: t('areas.columns.openTrips'), align: 'right', render: (a) => f.number(a.open_trips) },
  ];
  return (
    <PageFrame title={t('areas.title')} subtitle={t('areas.subtitle')}>
      <Box role="search" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <SearchField label={t('filters.search')} placeholder={t('filters.areaSearchHint')} value={state.q ?? ''} onChange={(q) => update({ q })} />
      </Box>
      {query.isError && <Alert severity="error" sx={{ mb: 2 }}>{query.error.message}</Alert>}
      <ServerTable label={t('areas.title')} columns={columns} rows={query.data?.data ?? []} rowKey={(a) => a.id} total={query.data?.total ?? 0} capped={false} page={state.page} perPage={state.perPage} sort={state.sort} loading={query.isFetching} onChange={update} />
    </PageFrame>
  );
}
