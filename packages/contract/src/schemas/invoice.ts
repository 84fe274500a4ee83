import { z } from 'zod';
import { DUE_DATE_BASES, DUE_DATE_RULES, MAX_DAY_OF_MONTH } from '../due-date';
import { BANK_ACCOUNT_TYPES, INVOICE_STATUSES, MAX_DATE, MAX_INVOICE_BANK_ACCOUNTS, MIN_DATE, emailProblem } from '../invoice-rules';

/** A calendar date YYYY-MM-DD between {@link MIN_DATE} and {@link MAX_DATE}. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'is not a calendar date')
  .refine((d) => d >= MIN_DATE && d <= MAX_DATE, `must be between ${MIN_DATE} and ${MAX_DATE}`);

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** A list of unique, valid e-mail addresses. */
export const emailListSchema = z
  .array(z.string().trim().max(254))
  .max(50)
  .superRefine((list, ctx) => {
    list.forEach((e, i) => {
      const problem = emailProblem(e, list.slice(0, i));
      if (problem) ctx.addIssue({ code: 'custom', path: [i], message: problem === 'invalid' ? 'invalid e-mail' : 'e-mail already exists' });
    });
  });

/** A bank account in an organisation's invoice settings. */
export const bankAccountSchema = z.object({
  /** Made by the browser for a new account (the dialog gives it one); the server makes one if absent. */
  id: z.string().regex(/^[\w-]{1,64}$/).optional(),
  name: text(120).min(1, 'is required'),
  details: text(2000).min(1, 'is required'),
  type: z.enum(BANK_ACCOUNT_TYPES),
  currency: z.string().regex(/^[A-Z]{3}$/, 'is required'),
  swift: optionalText(11).transform((v) => (v ? v.toUpperCase() : null)),
  notes: optionalText(2000),
  active: z.boolean().default(true),
  preset: z.boolean().default(false),
});
export type BankAccountInput = z.input<typeof bankAccountSchema>;

/** A stored bank account as the server answers it (responses carry no transforms). */
export const storedBankAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  details: z.string(),
  type: z.enum(BANK_ACCOUNT_TYPES),
  currency: z.string(),
  swift: z.string().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  preset: z.boolean(),
});
export type BankAccount = z.infer<typeof storedBankAccountSchema>;

/** A due-date rule (same shape for the extended rule); checked only while active. */
export const dueDateRuleSchema = z
  .object({
    id: z.number().int().optional(),
    active: z.boolean(),
    base_date: z.enum(DUE_DATE_BASES).nullable(),
    rule: z.enum(DUE_DATE_RULES).nullable(),
    days_after: z.number().int().min(0).max(3650).nullable(),
    day_of_month: z.number().int().nullable(),
    last_day_of_month: z.boolean(),
  })
  .superRefine((r, ctx) => {
    if (!r.active) return;
    if (!r.base_date) ctx.addIssue({ code: 'custom', path: ['base_date'], message: 'is required' });
    if (!r.rule) ctx.addIssue({ code: 'custom', path: ['rule'], message: 'is required' });
    if (r.rule === 'days_after' && r.days_after == null) ctx.addIssue({ code: 'custom', path: ['days_after'], message: 'is required' });
    const needsDay = (r.rule === 'day_of' || r.rule === 'day_of_next_month') && !(r.rule === 'day_of_next_month' && r.last_day_of_month);
    if (needsDay && r.day_of_month == null) ctx.addIssue({ code: 'custom', path: ['day_of_month'], message: 'is required' });
    if (needsDay && r.day_of_month != null && (r.day_of_month < 1 || r.day_of_month > MAX_DAY_OF_MONTH))
      ctx.addIssue({ code: 'custom', path: ['day_of_month'], message: `must be 1 to ${MAX_DAY_OF_MONTH}` });
  });
export type DueDateRule = z.infer<typeof dueDateRuleSchema>;

const dueDateRuleOutSchema = z.object({
  id: z.number().int().optional(),
  active: z.boolean(),
  base_date: z.enum(DUE_DATE_BASES).nullable(),
  rule: z.enum(DUE_DATE_RULES).nullable(),
  days_after: z.number().int().nullable(),
  day_of_month: z.number().int().nullable(),
  last_day_of_month: z.boolean(),
});

/** An inactive, empty rule: what an organisation without settings starts from. */
export const emptyDueDateRule = (): DueDateRule => ({ active: false, base_date: null, rule: null, days_after: null, day_of_month: null, last_day_of_month: false });

export const signatureSchema = z.object({
  name: optionalText(120),
  title: optionalText(120),
  department: optionalText(120),
  url: optionalText(300),
});

/** `PUT /v1/invoice-service/organisations/{id}/settings` (and the GET answer). */
export const invoiceSettingsSchema = z.object({
  title: optionalText(200),
  email_recipients: emailListSchema,
  bank_accounts: z.array(bankAccountSchema).max(50),
  due_date: dueDateRuleSchema,
  extended_due_date: dueDateRuleSchema,
  notes: optionalText(4000),
  signature: signatureSchema,
});
export type InvoiceSettingsInput = z.input<typeof invoiceSettingsSchema>;
export type InvoiceSettings = z.output<typeof invoiceSettingsSchema>;

/** The settings as the server answers them. */
export const invoiceSettingsResponseSchema = z.object({
  organisation_id: z.number().int(),
  title: z.string().nullable(),
  email_recipients: z.array(z.string()),
  bank_accounts: z.array(storedBankAccountSchema),
  due_date: dueDateRuleOutSchema,
  extended_due_date: dueDateRuleOutSchema,
  notes: z.string().nullable(),
  signature: z.object({ name: z.string().nullable(), title: z.string().nullable(), department: z.string().nullable(), url: z.string().nullable() }),
});
export type InvoiceSettingsResponse = z.infer<typeof invoiceSettingsResponseSchema>;

/** One premium line of an invoice, with the policy it falls under. */
export const invoicePolicySchema = z.object({
  id: z.string(),
  coverage_type: z.string(),
  excluded_area: z.string().nullable(),
  policy_reference: z.string().nullable(),
  endorsement_reference: z.string().nullable(),
  notes: z.string().nullable(),
  sum_insured_minor: z.number(),
  rate_pct: z.string(),
  amount_minor: z.number(),
  currency: z.string(),
});
export type InvoicePolicy = z.infer<typeof invoicePolicySchema>;

export const invoiceBankAccountSchema = storedBankAccountSchema.extend({ selected: z.boolean() });
export type InvoiceBankAccount = z.infer<typeof invoiceBankAccountSchema>;

/** `GET /v1/invoice-service/trips/{trip_reference}/invoice`. */
export const tripInvoiceSchema = z.object({
  trip_reference: z.string(),
  status: z.enum(INVOICE_STATUSES),
  number: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  issue_date: z.string().nullable(),
  due_date: z.string().nullable(),
  extended_due_date: z.string().nullable(),
  notes: z.string().nullable(),
  bank_accounts: z.array(invoiceBankAccountSchema),
  currencies: z.array(z.string()),
  email_recipients: z.array(z.string()),
  policies: z.array(invoicePolicySchema),
  totals: z.array(z.object({ currency: z.string(), amount_minor: z.number() })),
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  language: z.string(),
});
export type TripInvoice = z.infer<typeof tripInvoiceSchema>;

/** `PATCH /v1/invoice-service/trips/{trip_reference}/invoice`. */
export const invoiceUpdateSchema = z.object({
  bank_accounts: z.array(z.object({ id: z.string(), selected: z.boolean() })).max(50),
  due_date: isoDateSchema.nullable(),
  extended_due_date: isoDateSchema.nullable(),
  email_recipients: emailListSchema,
  notes: optionalText(4000),
  policies: z
    .array(
      z.object({
        id: z.string(),
        policy_reference: text(100).min(1, 'is required'),
        endorsement_reference: optionalText(100),
        notes: optionalText(2000),
      }),
    )
    .max(100),
});
export type InvoiceUpdateInput = z.input<typeof invoiceUpdateSchema>;

/**
 * The bank-account rules of an invoice edit (section 5): at most two selected,
 * and every invoice currency covered by a selected account.
 */
export function bankSelectionProblems(currencies: readonly string[], accounts: readonly { currency: string; selected: boolean }[]) {
  const selected = accounts.filter((a) => a.selected);
  const covered = new Set(selected.map((a) => a.currency));
  return { tooManyAccounts: selected.length > MAX_INVOICE_BANK_ACCOUNTS, missingCurrencies: currencies.filter((c) => !covered.has(c)) };
}

/** `GET /v1/invoice-service/trips/{trip_reference}/invoice/preview`. */
export const invoicePreviewSchema = z.object({ html: z.string() });

/** One row of an organisation's invoice list (manager area). */
export const invoiceListItemSchema = z.object({
  trip_reference: z.string(),
  vessel: z.string(),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  due_date: z.string().nullable(),
  totals: z.array(z.object({ currency: z.string(), amount_minor: z.number() })),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/** `POST /v1/upload/signatures`. */
export const uploadResponseSchema = z.object({ urls: z.array(z.string()) });
