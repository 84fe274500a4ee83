const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in minor units as the language writes it, with the currency code. */
export function formatMoney(amountMinor: number, currency: string, decimals: number, language: string): string {
  const key = `${language}|${decimals}`;
  let f = moneyFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    moneyFormats.set(key, f);
  }
  return `${currency} ${f.format(amountMinor / 10 ** decimals)}`;
}

// Intl formatters are costly to build: one per language, kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const rateFormats = new Map<string, Intl.NumberFormat>();

/** A YYYY-MM-DD date as the language writes it (no time-zone shift), or the dash. */
export function formatDate(date: string | null, language: string, empty = '—'): string {
  if (!date) return empty;
  const [y, m, d] = date.split('-').map(Number);
  let f = dateFormats.get(language);
  if (!f) {
    f = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(language, f);
  }
  return f.format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** A rate such as "0.5500" as "0.55 %". */
export function formatRate(ratePct: string, language: string): string {
  let f = rateFormats.get(language);
  if (!f) {
    f = new Intl.NumberFormat(language, { maximumFractionDigits: 4 });
    rateFormats.set(language, f);
  }
  return `${f.format(Number(ratePct))} %`;
}
