import { describe, expect, it } from 'vitest';
import { MANAGE_ENTRIES, isEntryActive, manageEntry, visibleGroups } from './manage-menu';

const keys = (actor: { roles: string[]; permissions: string[] }, path = '/manage') => visibleGroups(actor, path).flatMap((g) => g.entries.map((e) => e.key));

describe('manager menu', () => {
  it('has the 32 entries of the spec, each under /manage', () => {
    expect(MANAGE_ENTRIES).toHaveLength(32);
    expect(MANAGE_ENTRIES.every((e) => e.path.startsWith('/manage/'))).toBe(true);
    expect(manageEntry('assessments').path).toBe('/manage/ioc/assessments');
  });

  it('shows an entry per permission and a group when any of its permissions is held', () => {
    const actor = { roles: [], permissions: ['manage-tenant-vessels'] };
    expect(keys(actor)).toEqual(['vessels', 'data-imports']);
    expect(visibleGroups(actor, '/manage').map((g) => g.key)).toEqual(['fleet']);
    expect(keys({ roles: [], permissions: ['view-trips'] })).toEqual([]);
  });

  it('shows everything but the contextual invoice settings to a super-admin, and that one while it is open', () => {
    const admin = { roles: ['super-admin'], permissions: [] };
    expect(keys(admin)).toHaveLength(31);
    expect(keys(admin, '/manage/invoices')).toContain('invoices');
  });

  it('highlights the entry whose path the current path contains', () => {
    expect(isEntryActive('/manage/organisations/12', manageEntry('organisations'))).toBe(true);
    expect(isEntryActive('/manage/organisation-types', manageEntry('organisations'))).toBe(false);
    expect(isEntryActive('/manage/vessel-types/3', manageEntry('vessels'))).toBe(false);
  });

  it('narrows the entries with a filter', () => {
    const admin = { roles: ['super-admin'], permissions: [] };
    const groups = visibleGroups(admin, '/manage', (e) => e.key.includes('vessel'));
    expect(groups.flatMap((g) => g.entries.map((e) => e.key))).toEqual(['vessels', 'vessel-types', 'vessel-groups', 'vessel-categories', 'vessel-breach-rules']);
  });
});
