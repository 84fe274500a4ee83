import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { PERMISSION_GROUPS } from '@seaward/contract';
import { useTranslation } from 'react-i18next';

type Props = { value: string[]; onChange: (value: string[]) => void; disabled?: boolean };

/** The permissions of a role, grouped like the manager menu; a group's box switches all of it. */
export function PermissionMatrix({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('manage');
  const held = new Set(value);
  const set = (names: readonly string[], on: boolean) => {
    const next = new Set(held);
    for (const name of names) if (on) next.add(name);
    else next.delete(name);
    onChange([...next].sort());
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }} role="group" aria-label={t('roles.fields.permissions')}>
      {Object.entries(PERMISSION_GROUPS).map(([group, names]) => {
        const count = names.filter((n) => held.has(n)).length;
        return (
          <Box key={group} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
            <FormControlLabel
              control={<Checkbox checked={count === names.length} indeterminate={count > 0 && count < names.length} onChange={(e) => set(names, e.target.checked)} disabled={disabled} />}
              label={<Typography sx={{ fontWeight: 600 }}>{t(`permissionGroups.${group}`)}</Typography>}
            />
            <Box sx={{ pl: 3, display: 'grid' }}>
              {names.map((name) => (
                <FormControlLabel
                  key={name}
                  control={<Checkbox size="small" checked={held.has(name)} onChange={(e) => set([name], e.target.checked)} disabled={disabled} />}
                  label={<Typography variant="body2">{t(`permissions.${name}`)}</Typography>}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
