import { useTranslation } from 'react-i18next';
import { useUser } from '../../../session/user-context';
import { canOpen, manageEntry } from './manage-menu';
import { pageForbidden } from './page-errors';

/**
 * Throws a 403 to the route's error page when the signed-in user may not open
 * the manager area (no key) or the named entry. The server refuses the data
 * too; this only spares the user a screen of failed requests.
 */
export function useManageGuard(entryKey?: string): boolean {
  const { t } = useTranslation('manage');
  const user = useUser();
  if (user.isLoading) return false;
  const allowed = entryKey ? canOpen(user, manageEntry(entryKey)) : user.isManager || user.isAdmin;
  if (!allowed) throw pageForbidden(t('errors.forbidden'));
  return true;
}
