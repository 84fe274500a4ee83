// Zod-free invoice rules and constants, shared by the server and the browser's
// eagerly loaded UI components.

/** At most this many bank accounts may be selected on one invoice. */
export const MAX_INVOICE_BANK_ACCOUNTS = 2;
/** Signature images: PNG, JPEG or WebP, at most this many bytes. */
export const MAX_SIGNATURE_BYTES = 1024 * 1024;
/** Date pickers and stored dates stay within these bounds. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2099-12-31';

export const INVOICE_STATUSES = ['draft', 'pending', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const BANK_ACCOUNT_TYPES = ['domestic', 'international'] as const;

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/**
 * Why an e-mail entry is refused, or null if it is accepted: 'invalid' when it
 * lacks '@' or '.' (or has spaces or separators), 'duplicate' when the list
 * already holds it (case-insensitive). Browser and server use this one rule.
 */
export function emailProblem(value: string, list: readonly string[]): 'invalid' | 'duplicate' | null {
  if (!EMAIL.test(value)) return 'invalid';
  const lower = value.toLowerCase();
  return list.some((e) => e.toLowerCase() === lower) ? 'duplicate' : null;
}
