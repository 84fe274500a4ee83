/**
 * Additional-premium maths for a trip (DOMAIN.md "Pricing a trip"). Amounts are
 * in minor units of one currency; only the final premium is rounded by the
 * rounding scale, line amounts are rounded to the minor unit for display.
 */
export type PremiumLineInput = {
  coverage: string;
  sumInsuredMinor: number;
  /** Percent of the sum insured per period, e.g. 0.55 for 0.55 %. */
  ratePct: number;
  /** A lump sum per transit replaces the rate when given. */
  lumpSumMinor?: number;
};

export type PremiumInput = {
  entryDate: string;
  exitDate: string;
  mode: 'whole' | 'pro_rata';
  periodDays?: number;
  minPeriods?: number;
  dayCount?: 'inclusive' | 'exclusive';
  lines: PremiumLineInput[];
  /** Multiplicative adjustments: -0.15 for a 15 % discount, 0.10 for a 10 % loading. */
  adjustments?: number[];
  /** Discount-scale tier, 0.10 for 10 %. */
  scaleDiscount?: number;
  minimumPremiumMinor?: number;
  rounding?: { stepMinor: number; direction: 'up' | 'down' | 'nearest' };
};

export type PremiumResult = {
  days: number;
  periods: number;
  lines: { coverage: string; amountMinor: number }[];
  grossMinor: number;
  netMinor: number;
  premiumMinor: number;
};

const DAY_MS = 86_400_000;

/** Days between two `YYYY-MM-DD` dates: inclusive counts both the entry and exit day. */
export function dayCount(entryDate: string, exitDate: string, mode: 'inclusive' | 'exclusive' = 'inclusive'): number {
  const diff = Math.round((Date.parse(`${exitDate}T00:00:00Z`) - Date.parse(`${entryDate}T00:00:00Z`)) / DAY_MS);
  if (!Number.isFinite(diff) || diff < 0) throw new RangeError('exit date is before entry date');
  return mode === 'inclusive' ? diff + 1 : Math.max(diff, 1);
}

/** Rounds an amount to a step in the given direction. */
export function roundToStep(amount: number, stepMinor: number, direction: 'up' | 'down' | 'nearest'): number {
  // The epsilon keeps 803515.6249999 (a float artefact) from rounding one step too far.
  const q = amount / stepMinor;
  const n = direction === 'up' ? Math.ceil(q - 1e-9) : direction === 'down' ? Math.floor(q + 1e-9) : Math.round(q);
  return n * stepMinor;
}

/** Prices a trip. */
export function computePremium(input: PremiumInput): PremiumResult {
  const periodDays = input.periodDays ?? 7;
  const minPeriods = input.minPeriods ?? 1;
  const days = dayCount(input.entryDate, input.exitDate, input.dayCount);
  const periods =
    input.mode === 'whole'
      ? Math.max(minPeriods, Math.ceil(days / periodDays))
      : Math.max(minPeriods, 1 + Math.max(0, days - periodDays) / periodDays);
  const raw = input.lines.map((l) => ({
    coverage: l.coverage,
    amount: l.lumpSumMinor ?? (l.sumInsuredMinor * l.ratePct * periods) / 100,
  }));
  const gross = raw.reduce((s, l) => s + l.amount, 0);
  const factor = (input.adjustments ?? []).reduce((f, a) => f * (1 + a), 1) * (1 - (input.scaleDiscount ?? 0));
  const net = Math.max(gross * factor, input.minimumPremiumMinor ?? 0);
  const premium = input.rounding
    ? roundToStep(net, input.rounding.stepMinor, input.rounding.direction)
    : Math.round(net);
  return {
    days,
    periods,
    lines: raw.map((l) => ({ coverage: l.coverage, amountMinor: Math.round(l.amount) })),
    grossMinor: Math.round(gross),
    netMinor: Math.round(net),
    premiumMinor: premium,
  };
}
