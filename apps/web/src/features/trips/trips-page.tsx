import { STAFF_ROUTES } from '@seaward/contract';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { download } from '../../api/download';
import { useFormat } from '../../i18n/format';
import { PageFrame } from './list/page-frame';
import { ServerTable } from './list/server-table';
import { tripColumns } from './trip-columns';
import { TripFilterBar } from './trip-filter-bar';
import { tripApiParams, tripListParsers } from './trip-filters';
import { toSearch, useTrips } from './trips-api';
import { useListState } from './use-list-state';

/** /trips/all and /trips/ongoing: the same list, the second limited to trips entered and not exited. */
export function TripsPage({ ongoing }: { ongoing: boolean }) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [state, update] = useListState(tripListParsers);
  const filters = tripApiParams(state, ongoing);
  const query = useTrips({ ...filters, page: state.page, perPage: state.perPage });
  const exportCsv = () =>
    download(`${STAFF_ROUTES.tripsExport}${toSearch(filters)}`, 'trips.csv').catch((e: Error) => enqueueSnackbar(e.message, { variant: 'error' }));
  return (
    <PageFrame
      title={t(ongoing ? 'trips.ongoingTitle' : 'trips.allTitle')}
      subtitle={t(ongoing ? 'trips.ongoingSubtitle' : 'trips.allSubtitle')}
      actions={
        <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={exportCsv}>
          {t('trips.exportCsv')}
        </Button>
      }
    >
      <TripFilterBar state={state} update={update} showStatus={!ongoing} />
      {query.isError && <Alert severity="error" sx={{ mb: 2 }}>{query.error.message}</Alert>}
      <ServerTable
        label={t(ongoing ? 'trips.ongoingTitle' : 'trips.allTitle')}
        columns={tripColumns(t, { date: (v) => format.date(v), number: format.number, language: format.language })}
        rows={query.data?.data ?? []}
        rowKey={(r) => r.id}
        total={query.data?.total ?? 0}
        capped={query.data?.total_capped ?? false}
        page={state.page}
        perPage={state.perPage}
        sort={state.sort}
        loading={query.isFetching}
        onChange={update}
      />
    </PageFrame>
  );
}

export const AllTripsPage = () => <TripsPage ongoing={false} />;
export const OngoingTripsPage = () => <TripsPage ongoing />;
