import { describe, expect, it } from 'vitest';
import { activeNavKey, isManagePath, NAV_ITEMS } from './nav-items';

describe('top bar sections', () => {
  it('links the five sections in order', () => {
    expect(NAV_ITEMS.map((item) => item.to)).toEqual(['/map', '/trips/all', '/trips/ongoing', '/areas', '/vessels']);
  });

  it('highlights the section the path is in, the most specific one winning', () => {
    expect(activeNavKey('/map')).toBe('map');
    expect(activeNavKey('/trips/all')).toBe('trips');
    expect(activeNavKey('/trips/NWR-2025-0042')).toBe('trips');
    expect(activeNavKey('/trips/ongoing')).toBe('ongoing');
    expect(activeNavKey('/areas/12')).toBe('areas');
    expect(activeNavKey('/vessels')).toBe('vessels');
    expect(activeNavKey('/')).toBeNull();
    expect(activeNavKey('/mapping')).toBeNull();
    expect(activeNavKey('/account')).toBeNull();
  });

  it('knows the manager area', () => {
    expect(isManagePath('/manage/users')).toBe(true);
    expect(isManagePath('/manager')).toBe(false);
  });
});
