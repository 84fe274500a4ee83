import { type DueDateRule, type InvoiceSettingsInput, type InvoiceSettingsResponse, dueDateRuleSchema } from '@seaward/contract';

/** The editable copy of the settings page. */
export type SettingsForm = Omit<InvoiceSettingsResponse, 'organisation_id'>;

export const formFromSettings = ({ organisation_id: _id, ...rest }: InvoiceSettingsResponse): SettingsForm => rest;

/** Field errors of one rule (translation keys under errors.*), empty when valid or inactive. */
export function ruleErrors(rule: DueDateRule): Record<string, string> {
  const parsed = dueDateRuleSchema.safeParse(rule);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), /1 to/.test(i.message) ? 'dayRange' : 'required']));
}

/** The PUT body; empty texts are sent as null. */
export function settingsBody(f: SettingsForm): InvoiceSettingsInput {
  const orNull = (s: string | null) => (s && s.trim() ? s.trim() : null);
  return {
    title: orNull(f.title),
    email_recipients: f.email_recipients,
    bank_accounts: f.bank_accounts.map((a) => ({ ...a, swift: orNull(a.swift), notes: orNull(a.notes) })),
    due_date: f.due_date,
    extended_due_date: f.extended_due_date,
    notes: orNull(f.notes),
    signature: { name: orNull(f.signature.name), title: orNull(f.signature.title), department: orNull(f.signature.department), url: f.signature.url },
  };
}
