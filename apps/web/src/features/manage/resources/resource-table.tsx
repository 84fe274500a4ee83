import CheckIcon from '@mui/icons-material/Check';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Box from '@mui/material/Box';
import type { ResourceColumn, ResourceDescriptor } from '@seaward/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Row } from './resource-api';
import { useOptionLabel } from './use-labels';

type Props = { descriptor: ResourceDescriptor; rows: Row[]; sort: string; onSort: (sort: string) => void };

function Cell({ column, row, resource }: { column: ResourceColumn; row: Row; resource: string }) {
  const { t } = useTranslation('manage');
  const optionLabel = useOptionLabel(resource);
  const value = row[column.name];
  if (column.kind === 'boolean') return value ? <CheckIcon fontSize="small" color="secondary" aria-label={t('list.yes')} /> : <Box component="span" sx={{ color: 'text.disabled' }} aria-label={t('list.no')}>—</Box>;
  if (column.kind === 'list' && Array.isArray(value))
    return (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {value.map((v) => (
          <Chip key={String(v)} label={String(v)} size="small" variant="outlined" />
        ))}
      </Box>
    );
  if (value === null || value === undefined || value === '') return <Box component="span" sx={{ color: 'text.disabled' }}>—</Box>;
  if (column.kind === 'option') return <>{optionLabel(column.name, String(value))}</>;
  return <>{String(value)}</>;
}

/** One page of records; a click opens the record, a header click sorts on the server. */
export function ResourceTable({ descriptor, rows, sort, onSort }: Props) {
  const { t } = useTranslation('manage');
  const navigate = useNavigate();
  const sortKey = sort.replace(/^-/, '');
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t(`entries.${descriptor.key}.label`)}>
        <TableHead>
          <TableRow>
            {descriptor.columns.map((column) => (
              <TableCell key={column.name} align={column.kind === 'number' ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} sortDirection={sortKey === column.name ? direction : false}>
                {column.sortable ? (
                  <TableSortLabel active={sortKey === column.name} direction={sortKey === column.name ? direction : 'asc'} onClick={() => onSort(sortKey === column.name && direction === 'asc' ? `-${column.name}` : column.name)}>
                    {t(`${descriptor.key}.fields.${column.name}`)}
                  </TableSortLabel>
                ) : (
                  t(`${descriptor.key}.fields.${column.name}`)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={String(row.id)}
              hover
              tabIndex={0}
              sx={{ cursor: 'pointer' }}
              onClick={() => navigate(`/manage/${descriptor.key}/${encodeURIComponent(String(row.id))}`)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') navigate(`/manage/${descriptor.key}/${encodeURIComponent(String(row.id))}`);
              }}
            >
              {descriptor.columns.map((column) => (
                <TableCell key={column.name} align={column.kind === 'number' ? 'right' : 'left'}>
                  <Cell column={column} row={row} resource={descriptor.key} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
