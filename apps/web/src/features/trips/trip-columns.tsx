import type { TripRow } from '@seaward/contract';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { Column } from './list/server-table';
import { InvoiceStatusChip, TripStatusChip, formatMoney } from './trip-format';

type Format = { date: (v: string) => string; number: (n: number) => string; language: string };

/** The trips table's columns: what a user needs at a glance. */
export function tripColumns(t: TFunction<'staff'>, f: Format): Column<TripRow>[] {
  return [
    { key: 'reference', label: t('trips.columns.reference'), sortField: 'reference', nowrap: true, render: (r) => <Link component={RouterLink} to={`/trips/${encodeURIComponent(r.reference)}`} sx={{ fontWeight: 600 }}>{r.reference}</Link> },
    { key: 'vessel', label: t('trips.columns.vessel'), render: (r) => <Link component={RouterLink} to={`/vessels/${r.vessel.id}`} color="inherit" underline="hover">{r.vessel.name}</Link> },
    { key: 'organisation', label: t('trips.columns.organisation'), render: (r) => r.organisation.name },
    { key: 'area', label: t('trips.columns.area'), render: (r) => <Link component={RouterLink} to={`/areas/${r.area.id}`} color="inherit" underline="hover">{r.area.name}</Link> },
    { key: 'entry', label: t('trips.columns.entry'), sortField: 'entry_at', nowrap: true, render: (r) => (r.entry_at ? f.date(r.entry_at) : '—') },
    { key: 'exit', label: t('trips.columns.exit'), sortField: 'exit_at', nowrap: true, render: (r) => (r.exit_at ? f.date(r.exit_at) : '—') },
    { key: 'days', label: t('trips.columns.days'), align: 'right', render: (r) => (r.days == null ? '—' : f.number(r.days)) },
    { key: 'status', label: t('trips.columns.status'), sortField: 'status', render: (r) => <TripStatusChip status={r.status} /> },
    { key: 'premium', label: t('trips.columns.premium'), align: 'right', nowrap: true, render: (r) => (r.premium.length ? r.premium.map((p) => formatMoney(p.amount_minor, p.currency, f.language)).join(' · ') : '—') },
    { key: 'invoice', label: t('trips.columns.invoice'), render: (r) => <InvoiceStatusChip status={r.invoice_status} /> },
  ];
}
