import { describe, expect, it } from 'vitest';
import { toTenantContext } from './tenant';

describe('tenant context values', () => {
  it('is empty with id -1 while loading', () => {
    expect(toTenantContext(undefined, true)).toMatchObject({ id: -1, name: '', logo_url: '', features: [], settings: [], isLoading: true });
  });

  it('answers hasFeature and getSetting', () => {
    const tenant = toTenantContext(
      {
        id: 3,
        name: 'Nordic War Risks',
        logo_url: '/logos/nordic.svg',
        features: ['invoices'],
        settings: [
          { name: 'return-to-portal-button', setting: 'https://portal.nordic.test' },
          { name: 'time-zone', setting: null },
        ],
      },
      false,
    );
    expect(tenant.hasFeature('invoices')).toBe(true);
    expect(tenant.hasFeature('map')).toBe(false);
    expect(tenant.getSetting('return-to-portal-button')).toBe('https://portal.nordic.test');
    expect(tenant.getSetting('time-zone')).toBeNull();
    expect(tenant.getSetting('missing')).toBeNull();
  });
});
