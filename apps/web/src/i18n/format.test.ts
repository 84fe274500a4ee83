import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';

describe('format through Intl in the active language', () => {
  const date = new Date(Date.UTC(2025, 2, 3, 12));

  it('formats dates per language', () => {
    expect(formatDate(date, 'en-GB', { dateStyle: 'long', timeZone: 'UTC' })).toBe('3 March 2025');
    expect(formatDate(date, 'fr-FR', { dateStyle: 'long', timeZone: 'UTC' })).toBe('3 mars 2025');
    expect(formatDate(date, 'nb-NO', { dateStyle: 'long', timeZone: 'UTC' })).toBe('3. mars 2025');
    expect(formatDate(date, 'ja-JP', { dateStyle: 'long', timeZone: 'UTC' })).toBe('2025年3月3日');
    expect(formatDate('not a date', 'en-GB')).toBe('');
  });

  it('formats numbers per language', () => {
    expect(formatNumber(1234567.5, 'en-GB')).toBe('1,234,567.5');
    // French and Norwegian group with (narrow) no-break spaces and use a decimal comma.
    expect(formatNumber(1234567.5, 'fr-FR').replace(/\s/g, ' ')).toBe('1 234 567,5');
    expect(formatNumber(1234567.5, 'nb-NO').replace(/\s/g, ' ')).toBe('1 234 567,5');
  });
});
