import type { TripRow } from '@seaward/contract';
import { describe, expect, it } from 'vitest';
import { tripsCsv } from './csv';
import { tripDays } from './filters';

const row: TripRow = {
  id: 1,
  reference: 'NWR-2026-0001',
  status: 'completed',
  vessel: { id: 1, name: 'Star, "Big"', imo: '9100009' },
  organisation: { id: 1, name: '=HYPERLINK("x")' },
  area: { id: 1, name: 'Gulf of Aden', code: 'GOA' },
  entry_at: '2025-10-03T08:00:00.000Z',
  exit_at: '2025-10-11T10:00:00.000Z',
  days: 9,
  premium: [{ currency: 'USD', amount_minor: 72317000 }, { currency: 'JPY', amount_minor: 5000 }],
  invoice_status: null,
};

describe('trips CSV', () => {
  it('quotes, defuses formulas and formats premium per currency', () => {
    const [header, line] = tripsCsv([row], (c) => (c === 'JPY' ? 0 : 2)).split('\r\n');
    expect(header).toBe('reference,vessel,imo,organisation,area,status,entry,exit,days,premium,invoice_status');
    expect(line).toBe('NWR-2026-0001,"Star, ""Big""",9100009,"\'=HYPERLINK(""x"")",Gulf of Aden,completed,2025-10-03,2025-10-11,9,"USD 723170.00; JPY 5000",');
  });
});

describe('tripDays', () => {
  it('counts inclusive calendar days (DOMAIN.md worked example: 3 to 11 October is 9 days)', () => {
    expect(tripDays(new Date('2025-10-03T23:00:00Z'), new Date('2025-10-11T01:00:00Z'))).toBe(9);
    expect(tripDays(null, null)).toBeNull();
    expect(tripDays(new Date('2025-10-03T00:00:00Z'), null, new Date('2025-10-03T12:00:00Z'))).toBe(1);
  });
});
