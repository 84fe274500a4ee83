import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ResourceDescriptor } from '@seaward/contract';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';
import { ManageBreadcrumbs } from '../shell/manage-breadcrumbs';
import { HistoryPanel } from './history-panel';
import { recordQuery, type Row } from './resource-api';
import { ResourceForm } from './resource-form';

/** What a resource may add to its record page. */
export type RecordExtras = {
  /** Buttons beside Save (e.g. "send the invitation again"). */
  Actions?: ComponentType<{ record: Row }>;
  /** A section below the form (e.g. links to invoice settings). */
  Related?: ComponentType<{ record: Row }>;
  /** Whether the record can be changed here (reserved records cannot). */
  isReadOnly?: (record: Row) => boolean;
  badge?: (record: Row) => ReactNode;
  /** A live preview below the form's fields. */
  Preview?: ComponentType<{ control: Control<FieldValues> }>;
};

function Layout({ descriptor, heading, children }: { descriptor: ResourceDescriptor; heading: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('manage');
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <ManageBreadcrumbs trail={[{ label: t(`entries.${descriptor.key}.label`), to: `/manage/${descriptor.key}` }, { label: typeof heading === 'string' ? heading : '' }]} />
      {children}
    </Box>
  );
}

function Heading({ children, badge }: { children: ReactNode; badge?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2.5, flexWrap: 'wrap' }}>
      <Typography variant="h4" component="h1">
        {children}
      </Typography>
      {badge}
    </Box>
  );
}

/** /manage/<key>/new and /manage/<key>/<id>: the form, the resource's extras and the record's history. */
export function ResourceFormPage({ descriptor, id, extras = {} }: { descriptor: ResourceDescriptor; id: string | null; extras?: RecordExtras }) {
  const { t } = useTranslation('manage');
  const query = useQuery({ ...recordQuery(descriptor, id ?? ''), enabled: id !== null });
  if (id === null) {
    const heading = t('form.newTitle', { what: t(`${descriptor.key}.singular`) });
    return (
      <Layout descriptor={descriptor} heading={heading}>
        <Heading>{heading}</Heading>
        <ResourceForm descriptor={descriptor} record={null} Preview={extras.Preview} />
      </Layout>
    );
  }
  // A record that cannot be read (gone, another tenant's, no permission) is the route's error page.
  if (query.isError) throw query.error;
  if (query.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <Spinner label={t('common.loading')} />
      </Box>
    );
  }
  const record = query.data;
  const title = String(record[descriptor.titleField] ?? '');
  const { Actions, Related } = extras;
  return (
    <Layout descriptor={descriptor} heading={title}>
      <Heading badge={extras.badge?.(record) ?? (extras.isReadOnly?.(record) ? <Chip label={t('form.readOnly')} size="small" /> : null)}>{title}</Heading>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {/* Keyed by the record's version: a saved change elsewhere gives fresh defaults. */}
        <ResourceForm key={JSON.stringify(record)} descriptor={descriptor} record={record} readOnly={extras.isReadOnly?.(record)} extraActions={Actions ? <Actions record={record} /> : undefined} Preview={extras.Preview} />
        {Related && <Related record={record} />}
        <HistoryPanel resource={descriptor.key} id={id} />
      </Box>
    </Layout>
  );
}
