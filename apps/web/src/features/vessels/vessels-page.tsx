import type { VesselRow } from '@seaward/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { parseAsInteger, parseAsString } from 'nuqs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '../trips/list/page-frame';
import { type Column, ServerTable } from '../trips/list/server-table';
import { SearchField } from '../trips/list/search-field';
import { SelectFilter } from '../trips/list/select-filter';
import { useFilterOptions } from '../trips/trips-api';
import { pagingParsers, useListState } from '../trips/use-list-state';
import { vesselsQuery } from './vessels-api';

const parsers = { q: parseAsString, org: parseAsInteger, ...pagingParsers('name') };

/** /vessels: the tenant's (or the user's organisations') vessels. */
export function VesselsPage() {
  const { t } = useTranslation('staff');
  const [state, update] = useListState(parsers);
  const orgs = useFilterOptions().data?.organisations ?? [];
  const query = useQuery(vesselsQuery({ q: state.q, organisation_id: state.org, page: state.page, perPage: state.perPage, sort: state.sort }));
  const columns: Column<VesselRow>[] = [
    { key: 'name', label: t('vessels.columns.name'), sortField: 'name', render: (v) => <Link component={RouterLink} to={`/vessels/${v.id}`} sx={{ fontWeight: 600 }}>{v.name}</Link> },
    { key: 'imo', label: 'IMO', sortField: 'imo', render: (v) => v.imo ?? '—' },
    { key: 'type', label: t('vessels.columns.type'), sortField: 'type', render: (v) => (v.type ? t(`vesselTypes.${v.type}`, { defaultValue: v.type }) : '—') },
    { key: 'flag', label: t('vessels.columns.flag'), sortField: 'flag', render: (v) => v.flag ?? '—' },
    { key: 'built', label: t('vessels.columns.built'), sortField: 'built_year', align: 'right', render: (v) => v.built_year ?? '—' },
    { key: 'org', label: t('vessels.columns.organisation'), render: (v) => v.organisation?.name ?? '—' },
    { key: 'trip', label: t('vessels.columns.ongoingTrip'), render: (v) => (v.ongoing_trip ? <Link component={RouterLink} to={`/trips/${encodeURIComponent(v.ongoing_trip)}`}>{v.ongoing_trip}</Link> : '—') },
  ];
  return (
    <PageFrame title={t('vessels.title')} subtitle={t('vessels.subtitle')}>
      <Box role="search" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <SearchField label={t('filters.search')} placeholder={t('filters.vesselSearchHint')} value={state.q ?? ''} onChange={(q) => update({ q })} />
        <SelectFilter name="organisation" label={t('filters.organisation')} value={state.org ? String(state.org) : ''} width={260} options={orgs.map((o) => ({ value: String(o.id), label: o.name }))} onChange={(v) => update({ org: v ? Number(v) : null })} />
      </Box>
      {query.isError && <Alert severity="error" sx={{ mb: 2 }}>{query.error.message}</Alert>}
      <ServerTable label={t('vessels.title')} columns={columns} rows={query.data?.data ?? []} rowKey={(v) => v.id} total={query.data?.total ?? 0} capped={query.data?.total_capped ?? false} page={state.page} perPage={state.perPage} sort={state.sort} loading={query.isFetching} onChange={update} />
    </PageFrame>
  );
}
