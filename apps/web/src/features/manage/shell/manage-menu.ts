import { canAny, PERMISSION_GROUPS, type Actor, type Permission } from '@seaward/contract';

/** One entry of the manager side menu (spec section 2); `key` names its label and its card text. */
export type ManageEntry = {
  key: string;
  path: string;
  /** The entry shows when the user holds any of these (spec section 6). */
  permissions: readonly Permission[];
  /** Reached from another screen (with a query parameter): listed only while it is open. */
  contextual?: boolean;
};

export type ManageGroup = { key: string; entries: readonly ManageEntry[] };

const entry = (key: string, permissions: readonly Permission[], path = key, contextual = false): ManageEntry => ({
  key,
  path: `/manage/${path}`,
  permissions,
  contextual,
});

/** The 32 entries, grouped under the headings a manager expects. */
export const MANAGE_GROUPS: readonly ManageGroup[] = [
  {
    key: 'organisations',
    entries: [
      entry('organisations', ['manage-tenant-organisations', 'manage-organisation-children']),
      entry('organisation-types', ['manage-tenant-organisation-types']),
      entry('users', ['manage-tenant-users', 'manage-organisation-users']),
      entry('roles', ['manage-tenant-roles']),
      entry('invoices', PERMISSION_GROUPS.invoiceSettings, 'invoices', true),
    ],
  },
  {
    key: 'fleet',
    entries: [
      entry('vessels', ['manage-tenant-vessels', 'manage-organisation-vessels']),
      entry('vessel-types', ['manage-tenant-vessel-types']),
      entry('vessel-groups', ['manage-tenant-vessel-groups', 'manage-organisation-vessel-groups']),
      entry('vessel-categories', ['manage-tenant-vessel-categories']),
      entry('vessel-breach-rules', ['manage-tenant-vessel-breach-rules']),
      entry('data-imports', ['manage-tenant-vessels']),
    ],
  },
  {
    key: 'pricing',
    entries: [
      entry('areas', ['manage-tenant-areas']),
      entry('area-rules', ['manage-tenant-area-rules']),
      entry('discount-scales', ['manage-tenant-discount-scales']),
      entry('supplements', ['manage-tenant-supplements']),
      entry('coverage-types', ['manage-tenant-coverage-types']),
      entry('rounding-scales', ['manage-tenant-rounding-scales']),
      entry('terms-and-conditions', ['manage-tenant-terms-and-conditions']),
    ],
  },
  {
    key: 'risk',
    entries: [
      entry('breaches', ['manage-tenant-breaches']),
      entry('breach-validators', ['manage-tenant-breach-validators']),
      entry('incidents', ['manage-tenant-incidents'], 'ioc/incidents'),
      entry('reports', ['manage-tenant-intelligence-reports'], 'ioc/reports'),
      entry('assessments', ['manage-tenant-threat-assessment'], 'ioc/assessments'),
      entry('raptor-signals', ['manage-tenant-vessel-devices']),
    ],
  },
  {
    key: 'integrations',
    entries: [
      entry('external-providers', ['manage-external-providers']),
      entry('external-mappings', ['manage-external-mappings']),
      entry('webhooks', ['manage-tenant-webhooks']),
    ],
  },
  {
    key: 'tenant',
    entries: [
      entry('tenants', ['manage-tenants']),
      entry('tenant-settings', ['manage-tenant-settings']),
      entry('email-templates', ['manage-tenant-email-templates', 'manage-organisation-email-templates']),
      entry('currencies', ['manage-tenant-currencies']),
      entry('custom-content', ['manage-tenant-custom-content']),
    ],
  },
];

export const MANAGE_ENTRIES: readonly ManageEntry[] = MANAGE_GROUPS.flatMap((group) => group.entries);

/** The entry a menu key names (throws on a typo, so a route can never point at a missing entry). */
export function manageEntry(key: string): ManageEntry {
  const found = MANAGE_ENTRIES.find((item) => item.key === key);
  if (!found) throw new Error(`Unknown manager entry ${key}`);
  return found;
}

/** True when the actor may open the entry. */
export const canOpen = (actor: Actor, item: ManageEntry): boolean => canAny(actor, item.permissions);

/** The groups and entries the actor may see; a group shows when any of its entries' permissions is held. */
export function visibleGroups(actor: Actor, pathname: string, matches: (item: ManageEntry) => boolean = () => true): ManageGroup[] {
  return MANAGE_GROUPS.map((group) => ({
    key: group.key,
    entries: group.entries.filter(
      (item) =>
        canOpen(actor, item) &&
        (!item.contextual || isEntryActive(pathname, item)) &&
        matches(item),
    ),
  })).filter((group) => group.entries.length > 0);
}

/** Spec: an entry is highlighted when the current path contains the entry's path. */
export const isEntryActive = (pathname: string, item: ManageEntry): boolean => pathname.includes(item.path);
