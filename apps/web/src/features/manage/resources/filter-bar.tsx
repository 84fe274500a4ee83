import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { ResourceDescriptor, ResourceFilter } from '@seaward/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsQuery } from './resource-api';
import { useOptionLabel } from './use-labels';

type Props = {
  descriptor: ResourceDescriptor;
  values: Record<string, string | number | null>;
  onChange: (changes: Record<string, string | null>) => void;
};

const SEARCH_DELAY_MS = 350;

// Typing settles before it becomes one history entry.
function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('manage');
  const [text, setText] = useState(value);
  // Back / forward change the URL's value: the box follows it (state adjusted while rendering).
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={t('list.search')}
      sx={{ minWidth: 260, flex: '1 1 260px', maxWidth: 420 }}
      slotProps={{
        htmlInput: { 'aria-label': t('list.search'), type: 'search' },
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
      }}
    />
  );
}

function ReferenceFilter({ descriptor, filter, value, onChange }: { descriptor: ResourceDescriptor; filter: ResourceFilter; value: string; onChange: (v: string | null) => void }) {
  const { t } = useTranslation('manage');
  const { data = [] } = useQuery(optionsQuery(filter.reference!));
  return (
    <TextField select size="small" label={t(`${descriptor.key}.fields.${filter.name}`)} value={data.length ? value : ''} onChange={(e) => onChange(e.target.value || null)} sx={{ minWidth: 200 }}>
      <MenuItem value="">{t('list.any')}</MenuItem>
      {data.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Search and the resource's declared filters. */
export function FilterBar({ descriptor, values, onChange }: Props) {
  const { t } = useTranslation('manage');
  const optionLabel = useOptionLabel(descriptor.key);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }} role="search">
      {descriptor.filters.map((filter) => {
        const value = String(values[filter.name] ?? '');
        const set = (v: string | null) => onChange({ [filter.name]: v });
        if (filter.kind === 'search') return <SearchBox key="q" value={String(values.q ?? '')} onChange={(v) => onChange({ q: v.trim() || null })} />;
        if (filter.kind === 'reference') return <ReferenceFilter key={filter.name} descriptor={descriptor} filter={filter} value={value} onChange={set} />;
        const choices = filter.kind === 'boolean' ? ['true', 'false'] : (filter.options ?? []);
        return (
          <TextField key={filter.name} select size="small" label={t(`${descriptor.key}.fields.${filter.name}`)} value={value} onChange={(e) => set(e.target.value || null)} sx={{ minWidth: 170 }}>
            <MenuItem value="">{t('list.any')}</MenuItem>
            {choices.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {filter.kind === 'boolean' ? t(`list.${choice === 'true' ? 'yes' : 'no'}`) : optionLabel(filter.name, choice)}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Box>
  );
}
