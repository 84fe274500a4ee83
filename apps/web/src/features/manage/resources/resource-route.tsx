import { useParams } from 'react-router';
import { MANAGE_ENTRIES } from '../shell/manage-menu';
import { pageNotFound } from '../shell/page-errors';
import { useManageGuard } from '../shell/use-manage-guard';
import { RESOURCE_PAGES } from './resource-pages';

/** /manage/:resource/*: the entry's permission, then its page with the rest of the path. */
export function ResourceRoute() {
  const params = useParams();
  const path = `/manage/${params.resource ?? ''}/${params['*'] ?? ''}`.replace(/\/+$/, '');
  // The longest entry path that starts the address (ioc/* entries have two segments).
  const item = [...MANAGE_ENTRIES].sort((a, b) => b.path.length - a.path.length).find((entry) => path === entry.path || path.startsWith(`${entry.path}/`));
  const Page = item ? RESOURCE_PAGES[item.key] : undefined;
  const ready = useManageGuard(Page ? item?.key : undefined);
  if (!item || !Page) throw pageNotFound();
  const sub = path.slice(item.path.length + 1);
  return ready ? <Page sub={sub} /> : null;
}
