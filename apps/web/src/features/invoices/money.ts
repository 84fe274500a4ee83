/** An amount in minor units with its currency code, in the interface language. */
export function formatAmount(amountMinor: number, currency: string, language: string, decimals = currency === 'JPY' ? 0 : 2): string {
  const n = new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amountMinor / 10 ** decimals);
  return `${currency} ${n}`;
}
