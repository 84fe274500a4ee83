import { ALL_PERMISSIONS, PERMISSION_GROUPS, SUPER_ADMIN_ROLE } from '@seaward/contract';

const staffBase = [...PERMISSION_GROUPS.staff, ...PERMISSION_GROUPS.invoices];

/** Demo roles and their permissions; super-admin needs none (it passes every check). */
export const DEMO_ROLES: Record<string, { description: string; permissions: string[] }> = {
  [SUPER_ADMIN_ROLE]: { description: 'Administrator: passes every check', permissions: [] },
  manager: {
    description: 'Tenant manager: every tenant-level manage permission',
    permissions: [
      ...ALL_PERMISSIONS.filter((p) => p.startsWith('manage-tenant-') || p.startsWith('manage-external-')),
      ...staffBase,
    ],
  },
  staff: { description: 'Staff: trips, vessels, areas, map and invoices', permissions: [...staffBase] },
  'organisation-admin': {
    description: 'Administrator of one organisation',
    permissions: [...ALL_PERMISSIONS.filter((p) => p.startsWith('manage-organisation-')), ...staffBase],
  },
};
