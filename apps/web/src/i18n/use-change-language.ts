import { ROUTES } from '@seaward/contract/routes';
import type { CurrentUser } from '@seaward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { markLanguageChosen } from './i18n';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from './languages';

export const saveUserLanguage = (language: Language) => api.put(`${ROUTES.user}/language`, { language });

/**
 * The active language and a way to change it: the whole interface switches at
 * once, the detector caches the choice in this browser, and the server stores
 * it as the user's preference.
 */
export function useChangeLanguage(onSaved?: () => void) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveUserLanguage,
    onSuccess: (_result, language) => {
      queryClient.setQueryData<CurrentUser>(queryKeys.user, (user) => (user ? { ...user, language } : user));
      onSaved?.();
    },
  });
  const current = i18n.resolvedLanguage ?? i18n.language;
  return {
    language: isLanguage(current) ? current : FALLBACK_LANGUAGE,
    isSaving: save.isPending,
    changeLanguage: (language: Language) => {
      markLanguageChosen();
      // Saved once the new translations are in, so a confirmation speaks the new language.
      void i18n.changeLanguage(language).finally(() => save.mutate(language));
    },
  };
}
