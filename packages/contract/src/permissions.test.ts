import { describe, expect, it } from 'vitest';
import { can, canAll, canAny, canNot, hasRole, isAdmin, isManager, satisfies } from './permissions';

const staff = { roles: ['staff'], permissions: ['view-trips', 'edit-invoice-notes'] };
const manager = { roles: ['manager'], permissions: ['manage-tenant-users', 'view-trips'] };
const admin = { roles: ['super-admin'], permissions: [] };

describe('permission checks', () => {
  it('matches exact names, globs and regular expressions', () => {
    expect(can(staff, 'view-trips')).toBe(true);
    expect(can(staff, 'view-trip')).toBe(false);
    expect(can(staff, 'edit-invoice-*')).toBe(true);
    expect(can(staff, 'manage-*')).toBe(false);
    expect(can(manager, /^manage-tenant-/)).toBe(true);
    expect(canNot(staff, 'manage-tenant-users')).toBe(true);
  });

  it('combines checks with all and any', () => {
    expect(canAll(manager, ['manage-tenant-users', 'view-trips'])).toBe(true);
    expect(canAll(manager, ['manage-tenant-users', 'manage-tenants'])).toBe(false);
    expect(canAny(staff, ['manage-tenant-users', 'view-trips'])).toBe(true);
    expect(canAny(staff, [])).toBe(false);
  });

  it('lets super-admin pass every role and permission check', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(can(admin, 'anything-at-all')).toBe(true);
    expect(hasRole(admin, 'manager')).toBe(true);
    expect(canNot(admin, 'x')).toBe(false);
    expect(hasRole(staff, 'manager')).toBe(false);
  });

  it('marks managers by the manage- prefix', () => {
    expect(isManager(manager)).toBe(true);
    expect(isManager(staff)).toBe(false);
  });

  it('evaluates route requirements', () => {
    expect(satisfies(staff, { authenticated: true })).toBe(true);
    expect(satisfies(staff, { permission: 'manage-tenant-users' })).toBe(false);
    expect(satisfies(manager, { anyOf: ['manage-tenant-users', 'manage-organisation-users'] })).toBe(true);
    expect(satisfies(manager, { allOf: ['manage-tenant-users', 'manage-tenants'] })).toBe(false);
  });
});
