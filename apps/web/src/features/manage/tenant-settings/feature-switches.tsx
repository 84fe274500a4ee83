import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { TENANT_FEATURES } from '@seaward/contract';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** One switch per feature flag of the tenant. */
export function FeatureSwitches({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation('manage');
  return (
    <Controller
      name="features"
      control={control}
      render={({ field }) => {
        const on = new Set(Array.isArray(field.value) ? (field.value as string[]) : []);
        const toggle = (name: string, checked: boolean) => {
          if (checked) on.add(name);
          else on.delete(name);
          field.onChange(TENANT_FEATURES.filter((f) => on.has(f)));
        };
        return (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} role="group" aria-label={t('tenant-settings.featuresTitle')}>
            {TENANT_FEATURES.map((name) => (
              <Box key={name} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1 }}>
                <FormControlLabel
                  control={<Switch checked={on.has(name)} onChange={(e) => toggle(name, e.target.checked)} />}
                  label={
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>{t(`tenant-settings.features.${name}.label`)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`tenant-settings.features.${name}.description`)}
                      </Typography>
                    </Box>
                  }
                />
              </Box>
            ))}
          </Box>
        );
      }}
    />
  );
}
