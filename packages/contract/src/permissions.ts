/**
 * The permission catalogue and the one set of checks used by the server guard
 * and by the browser (`usePermissions`). A check is an exact string, a glob
 * with `*` (for example `manage-*`) or a RegExp, matched against the user's
 * roles or permissions. The role `super-admin` passes every check.
 */

/** The role that passes every role and permission check. */
export const SUPER_ADMIN_ROLE = 'super-admin';

/** Prefix that marks a permission as a manager permission. */
export const MANAGER_PERMISSION_PREFIX = 'manage-';

/** Every permission the product knows, grouped like the manager menu. */
export const PERMISSION_GROUPS = {
  organisations: [
    'manage-tenant-organisations',
    'manage-organisation-children',
    'manage-tenant-organisation-types',
  ],
  people: ['manage-tenant-users', 'manage-organisation-users', 'manage-tenant-roles'],
  vessels: [
    'manage-tenant-vessels',
    'manage-organisation-vessels',
    'manage-tenant-vessel-types',
    'manage-tenant-vessel-groups',
    'manage-organisation-vessel-groups',
    'manage-tenant-vessel-categories',
    'manage-tenant-vessel-breach-rules',
    'manage-tenant-vessel-devices',
  ],
  areas: [
    'manage-tenant-areas',
    'manage-tenant-area-rules',
    'manage-tenant-discount-scales',
    'manage-tenant-supplements',
    'manage-tenant-coverage-types',
    'manage-tenant-terms-and-conditions',
    'manage-tenant-rounding-scales',
  ],
  breaches: ['manage-tenant-breaches', 'manage-tenant-breach-validators'],
  intelligence: [
    'manage-tenant-incidents',
    'manage-tenant-intelligence-reports',
    'manage-tenant-threat-assessment',
  ],
  integrations: ['manage-external-mappings', 'manage-external-providers', 'manage-tenant-webhooks'],
  tenant: [
    'manage-tenants',
    'manage-tenant-settings',
    'manage-tenant-email-templates',
    'manage-organisation-email-templates',
    'manage-tenant-currencies',
    'manage-tenant-custom-content',
  ],
  invoiceSettings: [
    'manage-tenant-invoice-title',
    'manage-organisation-invoice-title',
    'manage-tenant-invoice-email',
    'manage-organisation-invoice-email',
    'manage-tenant-invoice-bank',
    'manage-organisation-invoice-bank',
    'manage-tenant-invoice-due-date',
    'manage-organisation-invoice-due-date',
    'manage-tenant-invoice-signature',
    'manage-organisation-invoice-signature',
    'manage-tenant-invoice-notes',
    'manage-organisation-invoice-notes',
  ],
  invoices: [
    'view-invoice',
    'edit-invoice-bank-account',
    'edit-invoice-due-date',
    'edit-invoice-notes',
    'edit-invoice-policy',
    'edit-invoice-email',
    'confirm-invoice',
  ],
  staff: ['view-trips', 'view-vessels', 'view-areas', 'view-map'],
} as const;

/** One permission name from the catalogue. */
export type Permission = (typeof PERMISSION_GROUPS)[keyof typeof PERMISSION_GROUPS][number];

/** The flat list of every permission. */
export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSION_GROUPS).flat();

/** What a check is made against: the user's roles and permissions. */
export type Actor = { roles: readonly string[]; permissions: readonly string[] };

/** A check: an exact name, a glob with `*`, or a regular expression. */
export type Check = string | RegExp;

const globCache = new Map<string, RegExp>();
function toRegExp(check: Check): RegExp | null {
  if (check instanceof RegExp) return check;
  if (!check.includes('*')) return null;
  let re = globCache.get(check);
  if (!re) {
    const body = check
      .split('*')
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    re = new RegExp(`^${body}$`);
    globCache.set(check, re);
  }
  return re;
}

function matches(values: readonly string[], check: Check): boolean {
  const re = toRegExp(check);
  return re ? values.some((v) => re.test(v)) : values.includes(check as string);
}

/** True when the actor has the role super-admin. */
export function isAdmin(actor: Actor): boolean {
  return actor.roles.includes(SUPER_ADMIN_ROLE);
}

/** True when the actor holds any permission starting with `manage-`. */
export function isManager(actor: Actor): boolean {
  return actor.permissions.some((p) => p.startsWith(MANAGER_PERMISSION_PREFIX));
}

/** True when the actor has the permission (admins pass). */
export function can(actor: Actor, check: Check): boolean {
  return isAdmin(actor) || matches(actor.permissions, check);
}

/** True when the actor has every one of the permissions. */
export function canAll(actor: Actor, checks: readonly Check[]): boolean {
  return isAdmin(actor) || checks.every((c) => matches(actor.permissions, c));
}

/** True when the actor has at least one of the permissions. */
export function canAny(actor: Actor, checks: readonly Check[]): boolean {
  return isAdmin(actor) || checks.some((c) => matches(actor.permissions, c));
}

/** True when the actor lacks the permission. */
export function canNot(actor: Actor, check: Check): boolean {
  return !can(actor, check);
}

/** True when the actor has the role (admins pass). */
export function hasRole(actor: Actor, check: Check): boolean {
  return isAdmin(actor) || matches(actor.roles, check);
}

/**
 * What a route requires. `public` routes need no session; `authenticated`
 * needs a signed-in user only; the others name permissions.
 */
export type Requirement =
  | { public: true }
  | { authenticated: true }
  | { permission: Check }
  | { anyOf: readonly Check[] }
  | { allOf: readonly Check[] };

/** Evaluates a requirement for a signed-in actor. */
export function satisfies(actor: Actor, req: Requirement): boolean {
  if ('public' in req || 'authenticated' in req) return true;
  if ('permission' in req) return can(actor, req.permission);
  if ('anyOf' in req) return canAny(actor, req.anyOf);
  return canAll(actor, req.allOf);
}
