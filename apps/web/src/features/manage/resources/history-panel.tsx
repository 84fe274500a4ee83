import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@seaward/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { historyQuery } from './resource-api';

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : Array.isArray(value) ? value.join(', ') || '—' : String(value));

function Entry({ entry, resource }: { entry: AuditEntry; resource: string }) {
  const { t, i18n } = useTranslation('manage');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.at));
  const fields = Object.entries(entry.changes);
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }} data-testid="history-entry">
      <Typography variant="body2">
        <strong>{t(`history.actions.${entry.action}`)}</strong> · {entry.actor_name ?? t('history.system')} · <Box component="time" dateTime={entry.at} sx={{ color: 'text.secondary' }}>{when}</Box>
      </Typography>
      {entry.action === 'update' && fields.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary', fontSize: 13 }}>
          {fields.map(([field, [before, after]]) => (
            <li key={field}>
              {t(`${resource}.fields.${field}`, { defaultValue: field })}: {show(before)} → {show(after)}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Who changed the record, when, and what changed. */
export function HistoryPanel({ resource, id, path }: { resource: string; id: string; path?: string }) {
  const { t } = useTranslation('manage');
  const { data, isPending, isError } = useQuery(historyQuery(resource, id, path));
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="history-title">
      <Typography id="history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('history.title')}
      </Typography>
      {isPending ? (
        <Typography color="text.secondary">{t('common.loading')}</Typography>
      ) : isError ? (
        <Typography color="error">{t('history.error')}</Typography>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((entry) => (
            <Entry key={entry.id} entry={entry} resource={resource} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
