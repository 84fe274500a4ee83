import { PAGE_SIZES } from '@seaward/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

/** One column of a server-side list: `sortField` makes its header sort the list. */
export type Column<T> = { key: string; label: string; render: (row: T) => ReactNode; sortField?: string; align?: 'left' | 'right'; width?: number | string; nowrap?: boolean };

type Props<T> = {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  total: number;
  capped: boolean;
  page: number;
  perPage: number;
  sort: string;
  loading: boolean;
  label: string;
  /** Without it the table is static: no paging controls, no sorting. */
  onChange?: (patch: { page?: number; perPage?: number; sort?: string }) => void;
};

/** A table whose paging and sorting happen on the server; the state lives in the URL. */
export function ServerTable<T>({ columns, rows, rowKey, total, capped, page, perPage, sort, loading, label, onChange }: Props<T>) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const descending = sort.startsWith('-');
  const sortField = sort.replace(/^-/, '');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress color="secondary" />}</Box>
      <TableContainer>
        <Table size="small" aria-label={label} sx={{ '& th': { fontWeight: 600, color: 'text.secondary', bgcolor: 'grey.50', whiteSpace: 'nowrap' }, '& td, & th': { px: 1.5, py: 1.1 } }}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={{ width: c.width }} sortDirection={c.sortField === sortField ? (descending ? 'desc' : 'asc') : false}>
                  {c.sortField && onChange ? (
                    <TableSortLabel
                      active={c.sortField === sortField}
                      direction={c.sortField === sortField && descending ? 'desc' : 'asc'}
                      onClick={() => onChange({ sort: c.sortField === sortField && !descending ? `-${c.sortField}` : c.sortField! })}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                    {t('list.empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {onChange && (
      <TablePagination
        component="div"
        count={capped ? -1 : total}
        page={Math.max(0, page - 1)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_e, p) => onChange({ page: p + 1 })}
        onRowsPerPageChange={(e) => onChange({ perPage: Number(e.target.value) })}
        labelRowsPerPage={t('list.perPage')}
        labelDisplayedRows={({ from, to }) =>
          capped ? t('list.rangeMore', { from: format.number(from), to: format.number(to), total: format.number(total) }) : t('list.range', { from: format.number(from), to: format.number(to), total: format.number(total) })
        }
        getItemAriaLabel={(type) => t(`list.${type}`)}
      />
      )}
    </Paper>
  );
}
