import { TRIP_STATUS_VALUES } from '@seaward/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { SearchField } from './list/search-field';
import { SelectFilter } from './list/select-filter';
import { useFilterOptions } from './trips-api';

type State = { q: string | null; status: string | null; area: number | null; org: number | null; from: string | null; to: string | null };
type Props = { state: State; update: (patch: Partial<Record<string, unknown>>) => void; showStatus: boolean };

/** Free text, status, area, organisation and entry-date range; each change is one history entry. */
export function TripFilterBar({ state, update, showStatus }: Props) {
  const { t } = useTranslation('staff');
  const options = useFilterOptions().data;
  const active = Boolean(state.q || state.status || state.area || state.org || state.from || state.to);
  return (
    <Box role="search" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <SearchField width={250} label={t('filters.search')} placeholder={t('filters.tripSearchHint')} value={state.q ?? ''} onChange={(q) => update({ q })} />
      {showStatus && (
        <SelectFilter name="status" label={t('filters.status')} value={state.status ?? ''} width={160} options={TRIP_STATUS_VALUES.map((s) => ({ value: s, label: t(`trips.status.${s}`) }))} onChange={(status) => update({ status })} />
      )}
      <SelectFilter name="area" label={t('filters.area')} value={state.area ? String(state.area) : ''} width={190} options={(options?.areas ?? []).map((a) => ({ value: String(a.id), label: a.name }))} onChange={(v) => update({ area: v ? Number(v) : null })} />
      <SelectFilter name="organisation" label={t('filters.organisation')} value={state.org ? String(state.org) : ''} width={190} options={(options?.organisations ?? []).map((o) => ({ value: String(o.id), label: o.name }))} onChange={(v) => update({ org: v ? Number(v) : null })} />
      <Box sx={{ width: { xs: '100%', sm: 175 } }}>
        <DateField name="from" label={t('filters.entryFrom')} value={state.from} onChange={(from) => update({ from })} />
      </Box>
      <Box sx={{ width: { xs: '100%', sm: 175 } }}>
        <DateField name="to" label={t('filters.entryTo')} value={state.to} onChange={(to) => update({ to })} minDate={state.from ?? undefined} />
      </Box>
      {active && (
        <Button size="small" onClick={() => update({ q: null, status: null, area: null, org: null, from: null, to: null })}>
          {t('filters.clear')}
        </Button>
      )}
    </Box>
  );
}
