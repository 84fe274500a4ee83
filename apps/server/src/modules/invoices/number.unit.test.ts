import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber } from './trip-facts';
import { defaultBankSelection } from './draft';

describe('invoice numbers', () => {
  it('fills the tenant format', () => {
    expect(formatInvoiceNumber('NWR-{YYYY}-{SEQ:5}', 2026, 42)).toBe('NWR-2026-00042');
    expect(formatInvoiceNumber('PMM{YY}-{SEQ:4}', 2026, 7)).toBe('PMM26-0007');
    expect(formatInvoiceNumber('{YY}/{SEQ}', 2009, 123456)).toBe('09/123456');
  });
});

describe('default bank selection', () => {
  const acc = (id: string, currency: string, preset = false, active = true) => ({ id, name: id, details: 'x', type: 'international' as const, currency, swift: null, notes: null, active, preset });
  it('takes presets, then covers each currency, at most two, never an inactive account', () => {
    const accounts = [acc('a', 'USD'), acc('b', 'NOK', true), acc('c', 'EUR'), acc('d', 'USD', false, false)];
    expect(defaultBankSelection(accounts, ['USD']).filter((a) => a.selected).map((a) => a.id)).toEqual(['a', 'b']);
    expect(defaultBankSelection(accounts, ['USD', 'EUR']).filter((a) => a.selected).map((a) => a.id)).toEqual(['a', 'b']);
    expect(defaultBankSelection(accounts, []).map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });
});
