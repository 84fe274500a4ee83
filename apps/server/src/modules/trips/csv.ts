import type { TripRow } from '@seaward/contract';

/** Rows an export holds at most; the response says so when the filter matched more. */
export const EXPORT_LIMIT = 50_000;

// A cell starting with = + - @ would run as a formula in a spreadsheet.
const cell = (value: string | number | null) => {
  let s = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

const money = (minor: number, decimals: number) => (minor / 10 ** decimals).toFixed(decimals);

export const CSV_HEADER = ['reference', 'vessel', 'imo', 'organisation', 'area', 'status', 'entry', 'exit', 'days', 'premium', 'invoice_status'];

/** The trips as CSV (RFC 4180, CRLF), premium per currency as "USD 1234.56". */
export function tripsCsv(rows: TripRow[], decimalsOf: (currency: string) => number): string {
  const lines = [CSV_HEADER.join(',')];
  for (const r of rows) {
    const premium = r.premium.map((p) => `${p.currency} ${money(p.amount_minor, decimalsOf(p.currency))}`).join('; ');
    lines.push(
      [r.reference, r.vessel.name, r.vessel.imo, r.organisation.name, r.area.name, r.status, r.entry_at?.slice(0, 10) ?? null, r.exit_at?.slice(0, 10) ?? null, r.days, premium, r.invoice_status]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
