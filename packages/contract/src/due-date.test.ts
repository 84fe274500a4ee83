import { describe, expect, it } from 'vitest';
import { type DueDateRuleInput, addDays, computeDueDate, daysInMonth } from './due-date';

const rule = (r: Partial<DueDateRuleInput>): DueDateRuleInput => ({
  active: true,
  base_date: 'invoice_issue_date',
  rule: 'days_after',
  days_after: 30,
  day_of_month: null,
  last_day_of_month: false,
  ...r,
});
const on = (date: string) => ({ invoice_issue_date: date });

describe('computeDueDate', () => {
  it('adds days across month and year ends', () => {
    expect(computeDueDate(rule({ days_after: 30 }), on('2025-01-31'))).toBe('2025-03-02');
    expect(computeDueDate(rule({ days_after: 1 }), on('2025-12-31'))).toBe('2026-01-01');
    expect(computeDueDate(rule({ days_after: 0 }), on('2025-06-15'))).toBe('2025-06-15');
    expect(computeDueDate(rule({ days_after: 365 }), on('2027-03-01'))).toBe('2028-02-29');
  });

  it('counts a leap day', () => {
    expect(computeDueDate(rule({ days_after: 1 }), on('2024-02-28'))).toBe('2024-02-29');
    expect(computeDueDate(rule({ days_after: 1 }), on('2025-02-28'))).toBe('2025-03-01');
    expect(computeDueDate(rule({ days_after: 1 }), on('2100-02-28'))).toBe('2100-03-01');
    expect(computeDueDate(rule({ days_after: 1 }), on('2000-02-28'))).toBe('2000-02-29');
  });

  it('day_of: this month when the day is still to come, else the next month', () => {
    const r = rule({ rule: 'day_of', day_of_month: 15 });
    expect(computeDueDate(r, on('2025-03-10'))).toBe('2025-03-15');
    expect(computeDueDate(r, on('2025-03-15'))).toBe('2025-03-15');
    expect(computeDueDate(r, on('2025-03-16'))).toBe('2025-04-15');
    expect(computeDueDate(r, on('2025-12-20'))).toBe('2026-01-15');
  });

  it('day_of with the last day: the end of the base month, leap years included', () => {
    const r = rule({ rule: 'day_of', last_day_of_month: true });
    expect(computeDueDate(r, on('2024-02-03'))).toBe('2024-02-29');
    expect(computeDueDate(r, on('2025-02-28'))).toBe('2025-02-28');
    expect(computeDueDate(r, on('2025-12-31'))).toBe('2025-12-31');
  });

  it('day_of_next_month: a specific day or the last day of the following month', () => {
    expect(computeDueDate(rule({ rule: 'day_of_next_month', day_of_month: 28 }), on('2025-01-31'))).toBe('2025-02-28');
    expect(computeDueDate(rule({ rule: 'day_of_next_month', day_of_month: 1 }), on('2025-12-01'))).toBe('2026-01-01');
    expect(computeDueDate(rule({ rule: 'day_of_next_month', last_day_of_month: true }), on('2024-01-31'))).toBe('2024-02-29');
    expect(computeDueDate(rule({ rule: 'day_of_next_month', last_day_of_month: true }), on('2025-01-15'))).toBe('2025-02-28');
    expect(computeDueDate(rule({ rule: 'day_of_next_month', last_day_of_month: true }), on('2025-12-15'))).toBe('2026-01-31');
    expect(computeDueDate(rule({ rule: 'day_of_next_month', last_day_of_month: true }), on('2025-03-31'))).toBe('2025-04-30');
  });

  it('uses the chosen base date and gives null when it is unknown, inactive or incomplete', () => {
    const bases = { invoice_issue_date: '2025-05-01', trip_entry_date: '2025-04-01', trip_exit_date: null };
    expect(computeDueDate(rule({ base_date: 'trip_entry_date', days_after: 10 }), bases)).toBe('2025-04-11');
    expect(computeDueDate(rule({ base_date: 'trip_exit_date' }), bases)).toBeNull();
    expect(computeDueDate(rule({ active: false }), bases)).toBeNull();
    expect(computeDueDate(rule({ rule: null }), bases)).toBeNull();
    expect(computeDueDate(rule({ days_after: null }), bases)).toBeNull();
    expect(computeDueDate(rule({ rule: 'day_of', day_of_month: 29 }), bases)).toBeNull();
    expect(computeDueDate(null, bases)).toBeNull();
  });

  it('knows month lengths and adds days backwards', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2023, 2), daysInMonth(2025, 4), daysInMonth(2025, 12)]).toEqual([29, 28, 30, 31]);
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });
});
