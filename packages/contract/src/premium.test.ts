import { describe, expect, it } from 'vitest';
import { computePremium, dayCount } from './premium';

// DOMAIN.md worked example: VLCC in the Southern Red Sea, 9 days inclusive.
const vlcc = {
  entryDate: '2025-10-03',
  exitDate: '2025-10-11',
  lines: [
    { coverage: 'HM', sumInsuredMinor: 62_500_000_00, ratePct: 0.55 },
    { coverage: 'IV', sumInsuredMinor: 15_625_000_00, ratePct: 0.55 },
  ],
  adjustments: [-0.15, 0.1],
  scaleDiscount: 0.1,
  rounding: { stepMinor: 10_00, direction: 'up' as const },
};

describe('computePremium', () => {
  it('prices the worked example in whole periods: USD 723,170', () => {
    const r = computePremium({ ...vlcc, mode: 'whole' });
    expect(r.days).toBe(9);
    expect(r.periods).toBe(2);
    expect(r.lines).toEqual([
      { coverage: 'HM', amountMinor: 687_500_00 },
      { coverage: 'IV', amountMinor: 171_875_00 },
    ]);
    expect(r.grossMinor).toBe(859_375_00);
    expect(r.premiumMinor).toBe(723_170_00);
  });

  it('prices the worked example pro rata: USD 464,900', () => {
    const r = computePremium({ ...vlcc, mode: 'pro_rata' });
    expect(r.periods).toBeCloseTo(1 + 2 / 7, 10);
    expect(r.premiumMinor).toBe(464_900_00);
  });

  it('charges the first period as a minimum when the ship leaves early', () => {
    const r = computePremium({ ...vlcc, exitDate: '2025-10-04', mode: 'pro_rata', adjustments: [], scaleDiscount: 0 });
    expect(r.periods).toBe(1);
    expect(r.grossMinor).toBe(343_750_00 + 85_937_50);
  });

  it('applies a minimum premium and lump sums', () => {
    const r = computePremium({
      entryDate: '2026-01-01',
      exitDate: '2026-01-02',
      mode: 'whole',
      lines: [{ coverage: 'KR', sumInsuredMinor: 0, ratePct: 0, lumpSumMinor: 500_00 }],
      minimumPremiumMinor: 1_000_00,
    });
    expect(r.premiumMinor).toBe(1_000_00);
  });
});

describe('dayCount', () => {
  it('counts both days by default and refuses an exit before entry', () => {
    expect(dayCount('2024-02-28', '2024-03-01')).toBe(3);
    expect(dayCount('2024-02-28', '2024-03-01', 'exclusive')).toBe(2);
    expect(() => dayCount('2024-03-02', '2024-03-01')).toThrow(RangeError);
  });
});
