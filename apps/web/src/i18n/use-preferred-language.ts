import { TENANT_SETTINGS } from '@seaward/contract/tenant-settings';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../session/tenant-context';
import { useUser } from '../session/user-context';
import { hasExplicitLanguage } from './i18n';
import { isLanguage } from './languages';

/**
 * In a browser where no language was chosen yet, the user's saved
 * preference (else the tenant's default language) replaces the browser's guess.
 */
export function usePreferredLanguage(): void {
  const { i18n } = useTranslation();
  const { language: userLanguage, isLoading } = useUser();
  const tenantLanguage = useTenant().getSetting(TENANT_SETTINGS.defaultLanguage);
  // Wait for the user, so the tenant default never flashes before the user's own choice.
  const preferred = isLoading ? null : isLanguage(userLanguage) ? userLanguage : isLanguage(tenantLanguage) ? tenantLanguage : null;
  useEffect(() => {
    if (!hasExplicitLanguage && preferred && preferred !== i18n.resolvedLanguage) void i18n.changeLanguage(preferred);
  }, [preferred, i18n]);
}
