import { type InvoiceUpdateInput, type TripInvoice, bankSelectionProblems } from '@seaward/contract';
import { useCallback, useMemo, useState } from 'react';

export type PolicyDraft = { policy_reference: string; endorsement_reference: string; notes: string };

/** The editable copy of an invoice in the Edit step. */
export type InvoiceForm = {
  createdAt: string;
  selected: Record<string, boolean>;
  due_date: string | null;
  extended_due_date: string | null;
  policies: Record<string, PolicyDraft>;
  email_recipients: string[];
  notes: string;
};

export function formFrom(inv: TripInvoice): InvoiceForm {
  return {
    createdAt: inv.created_at,
    selected: Object.fromEntries(inv.bank_accounts.map((a) => [a.id, a.selected])),
    due_date: inv.due_date,
    extended_due_date: inv.extended_due_date,
    policies: Object.fromEntries(
      inv.policies.map((p) => [p.id, { policy_reference: p.policy_reference ?? '', endorsement_reference: p.endorsement_reference ?? '', notes: p.notes ?? '' }]),
    ),
    email_recipients: inv.email_recipients,
    notes: inv.notes ?? '',
  };
}

/** The PATCH body; empty texts are sent as null (section 5). */
export function bodyFrom(inv: TripInvoice, f: InvoiceForm): InvoiceUpdateInput {
  const orNull = (s: string) => (s.trim() ? s.trim() : null);
  return {
    bank_accounts: inv.bank_accounts.map((a) => ({ id: a.id, selected: !!f.selected[a.id] })),
    due_date: f.due_date,
    extended_due_date: f.extended_due_date,
    email_recipients: f.email_recipients,
    notes: orNull(f.notes),
    policies: inv.policies.map((p) => {
      const d = f.policies[p.id]!;
      return { id: p.id, policy_reference: d.policy_reference.trim(), endorsement_reference: orNull(d.endorsement_reference), notes: orNull(d.notes) };
    }),
  };
}

/** Form state with the section 5 checks derived from it. */
export function useInvoiceForm(inv: TripInvoice) {
  const [form, setForm] = useState<InvoiceForm>(() => formFrom(inv));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const problems = useMemo(
    () => bankSelectionProblems(inv.currencies, inv.bank_accounts.map((a) => ({ currency: a.currency, selected: !!form.selected[a.id] }))),
    [inv, form.selected],
  );
  const emptyPolicies = inv.policies.filter((p) => !form.policies[p.id]?.policy_reference.trim()).map((p) => p.id);
  const update = useCallback((patch: Partial<InvoiceForm>) => setForm((f) => ({ ...f, ...patch })), []);
  const setPolicy = (id: string, patch: Partial<PolicyDraft>) => setForm((f) => ({ ...f, policies: { ...f.policies, [id]: { ...f.policies[id]!, ...patch } } }));
  return {
    form,
    update,
    setPolicy,
    replace: (next: TripInvoice) => {
      setForm(formFrom(next));
      setTouched({});
    },
    touched,
    touch: (id: string) => setTouched((t) => ({ ...t, [id]: true })),
    touchAll: () => setTouched(Object.fromEntries(inv.policies.map((p) => [p.id, true]))),
    problems,
    emptyPolicies,
    bankInvalid: problems.tooManyAccounts || problems.missingCurrencies.length > 0,
  };
}
export type InvoiceFormApi = ReturnType<typeof useInvoiceForm>;
