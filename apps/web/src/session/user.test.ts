import { describe, expect, it } from 'vitest';
import { toUserContext } from './user';

const base = { id: 7, email: 'anna@nordic.test', name: 'Anna Maria Berg', permissions: ['view-trips'], roles: ['staff', 'viewer'] };

describe('user context values', () => {
  it('defaults before load: loading, id -1, empty fields', () => {
    expect(toUserContext(undefined, true)).toMatchObject({
      isLoading: true,
      id: -1,
      email: '',
      name: '',
      roles: [],
      permissions: [],
      isAdmin: false,
      isManager: false,
      givenName: '',
      familyName: '',
      role: '',
    });
  });

  it('derives given name, family name and role', () => {
    const user = toUserContext(base, false);
    expect(user).toMatchObject({ givenName: 'Anna', familyName: 'Berg', role: 'staff', isAdmin: false, isManager: false, isLoading: false });
  });

  it('a one-word name is both given and family name; no roles gives an empty role', () => {
    expect(toUserContext({ ...base, name: '  Cher ', roles: [] }, false)).toMatchObject({ givenName: 'Cher', familyName: 'Cher', role: '' });
  });

  it('super-admin is admin; any manage- permission is manager', () => {
    expect(toUserContext({ ...base, roles: ['super-admin'] }, false).isAdmin).toBe(true);
    expect(toUserContext({ ...base, permissions: ['view-trips', 'manage-tenant-users'] }, false).isManager).toBe(true);
    expect(toUserContext({ ...base, permissions: ['view-manage-x'] }, false).isManager).toBe(false);
  });
});
