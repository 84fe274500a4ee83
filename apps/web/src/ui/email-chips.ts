import { emailProblem } from '@seaward/contract/invoice-rules';

/** Keys that accept the typed e-mail (spec section 9); comma and semicolon separate. */
export const EMAIL_ENTRY_KEYS = ['Enter', 'Tab', ' ', ',', ';'] as const;

/** The e-mail typed so far without separators and surrounding space. */
export function cleanEmailEntry(raw: string): string {
  return raw.replace(/[,;]/g, '').trim();
}

export type EmailEntryResult = { ok: true; list: string[] } | { ok: false; reason: 'invalid' | 'duplicate' } | { ok: 'empty' };

/** Adds one typed entry to the list, or says why it is refused. */
export function addEmailEntry(list: readonly string[], raw: string): EmailEntryResult {
  const value = cleanEmailEntry(raw);
  if (!value) return { ok: 'empty' };
  const problem = emailProblem(value, list);
  return problem ? { ok: false, reason: problem } : { ok: true, list: [...list, value] };
}
