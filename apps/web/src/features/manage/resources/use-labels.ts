import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The label of a select value: the resource's own wording, else the shared one (languages), else the value. */
export function useOptionLabel(resource: string) {
  const { t } = useTranslation('manage');
  return useCallback(
    (field: string, value: string) => t(`${resource}.options.${field}.${value}`, { defaultValue: t(`values.${value}`, { defaultValue: value }) }),
    [t, resource],
  );
}
