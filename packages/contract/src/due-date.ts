/** The date a due-date rule counts from. */
export const DUE_DATE_BASES = ['invoice_issue_date', 'trip_entry_date', 'trip_exit_date', 'trip_confirmation_date'] as const;
export type DueDateBase = (typeof DUE_DATE_BASES)[number];

/** How the due date follows from the base date. */
export const DUE_DATE_RULES = ['days_after', 'day_of', 'day_of_next_month'] as const;
export type DueDateRuleKind = (typeof DUE_DATE_RULES)[number];

/** Highest specific day of month a rule may name: every month has it. */
export const MAX_DAY_OF_MONTH = 28;

/** The part of a due-date rule the computation needs. */
export type DueDateRuleInput = {
  active: boolean;
  base_date: DueDateBase | null;
  rule: DueDateRuleKind | null;
  days_after: number | null;
  day_of_month: number | null;
  last_day_of_month: boolean;
};

/** The candidate base dates (YYYY-MM-DD); null where the trip has none yet (e.g. no exit). */
export type DueDateBases = Partial<Record<DueDateBase, string | null>>;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const m = ISO.exec(date);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Days in a month (month 1-12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Adds calendar days to a YYYY-MM-DD date (UTC arithmetic: no time-zone drift). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/**
 * The due date of a rule, or null when the rule is inactive, incomplete or its
 * base date is unknown. All dates are YYYY-MM-DD calendar dates.
 *
 * - `days_after`: the base date plus `days_after` calendar days.
 * - `day_of`: the first date ON OR AFTER the base date that falls on day
 *   `day_of_month` (1-28) — the same month if that day has not passed yet,
 *   else the next month. With `last_day_of_month`: the last day of the base
 *   date's month (never before the base date).
 * - `day_of_next_month`: day `day_of_month` of the month after the base
 *   date's month, or with `last_day_of_month` that month's last day.
 */
export function computeDueDate(rule: DueDateRuleInput | null | undefined, bases: DueDateBases): string | null {
  if (!rule?.active || !rule.base_date || !rule.rule) return null;
  const base = bases[rule.base_date];
  if (!base) return null;
  const [y, m, d] = parts(base);
  if (rule.rule === 'days_after') return rule.days_after == null ? null : addDays(base, rule.days_after);
  const nextY = m === 12 ? y + 1 : y;
  const nextM = m === 12 ? 1 : m + 1;
  if (rule.last_day_of_month) {
    return rule.rule === 'day_of' ? iso(y, m, daysInMonth(y, m)) : iso(nextY, nextM, daysInMonth(nextY, nextM));
  }
  const day = rule.day_of_month;
  if (day == null || day < 1 || day > MAX_DAY_OF_MONTH) return null;
  if (rule.rule === 'day_of') return day >= d ? iso(y, m, day) : iso(nextY, nextM, day);
  return iso(nextY, nextM, day);
}
