import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { manageRoutes, type ResourceDescriptor } from '@seaward/contract';
import { useQuery } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../../api/download';
import { useAppLink } from '../../../ui/app-link';
import { Spinner } from '../../../ui/spinner';
import { ManageBreadcrumbs } from '../shell/manage-breadcrumbs';
import { FilterBar } from './filter-bar';
import { listQuery, toSearch } from './resource-api';
import { ResourceTable } from './resource-table';
import { PER_PAGE_CHOICES, useListParams } from './use-list-params';

function NewButton({ resource }: { resource: string }) {
  const { t } = useTranslation('manage');
  const link = useAppLink(`/manage/${resource}/new`);
  return (
    <Button component="a" {...link} variant="contained" startIcon={<AddIcon />}>
      {t('list.new')}
    </Button>
  );
}

/** The generic list of a resource: server-side paging, sorting and filtering, all kept in the URL. */
export function ResourceListPage({ descriptor }: { descriptor: ResourceDescriptor }) {
  const { t } = useTranslation('manage');
  const { values, params, update } = useListParams(descriptor);
  const { data, isPending, isFetching, isError, error, refetch } = useQuery(listQuery(descriptor, params));
  const [exporting, setExporting] = useState(false);
  const title = t(`entries.${descriptor.key}.label`);
  const filtered = descriptor.filters.some((f) => (f.kind === 'search' ? values.q : values[f.name]));

  const exportCsv = async () => {
    setExporting(true);
    const { page: _page, perPage: _perPage, ...filters } = params;
    try {
      await download(`${manageRoutes.exportCsv(descriptor.key)}${toSearch(filters)}`, `${descriptor.key}.csv`);
    } catch (e) {
      enqueueSnackbar((e as Error).message, { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <ManageBreadcrumbs trail={[{ label: title }]} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{t(`entries.${descriptor.key}.description`)}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={exportCsv} disabled={exporting || !data?.total}>
            {t('list.export')}
          </Button>
          {descriptor.canCreate !== false && <NewButton resource={descriptor.key} />}
        </Box>
      </Box>
      <FilterBar descriptor={descriptor} values={values} onChange={update} />
      <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
        {isFetching && !isPending && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
        {isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <Spinner label={t('common.loading')} />
          </Box>
        ) : isError ? (
          <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('list.retry')}</Button>}>
            {t('list.error')} {error.message}
          </Alert>
        ) : data.data.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }} data-testid="list-empty">
            <InboxOutlinedIcon sx={{ fontSize: 48, mb: 1, color: 'text.disabled' }} />
            <Typography variant="h6" component="p" color="text.primary">
              {filtered ? t('list.noMatch') : t('list.empty')}
            </Typography>
            {filtered && (
              <Button sx={{ mt: 1 }} onClick={() => update(Object.fromEntries(descriptor.filters.map((f) => [f.name, null])))}>
                {t('list.clearFilters')}
              </Button>
            )}
          </Box>
        ) : (
          <>
            <ResourceTable descriptor={descriptor} rows={data.data} sort={String(values.sort)} onSort={(sort) => update({ sort })} />
            <TablePagination
              component="div"
              count={data.total}
              page={Math.max(0, Number(values.page) - 1)}
              rowsPerPage={Number(values.perPage)}
              rowsPerPageOptions={[...PER_PAGE_CHOICES]}
              onPageChange={(_e, page) => update({ page: page + 1 })}
              onRowsPerPageChange={(e) => update({ perPage: Number(e.target.value) })}
              labelRowsPerPage={t('list.perPage')}
              labelDisplayedRows={({ from, to, count }) => t('list.shown', { from, to, count })}
            />
          </>
        )}
      </Paper>
    </Box>
  );
}
