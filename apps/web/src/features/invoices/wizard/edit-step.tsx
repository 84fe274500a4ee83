import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TripInvoice } from '@seaward/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../session/use-permissions';
import { DateField } from '../../../ui/date-field';
import { EmailChipsInput } from '../../../ui/email-chips-input';
import { BankAccountsField } from './bank-accounts-field';
import { PoliciesField } from './policies-field';
import type { InvoiceFormApi } from './use-invoice-form';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2, fontSize: 17 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const EDIT = ['edit-invoice-bank-account', 'edit-invoice-due-date', 'edit-invoice-notes', 'edit-invoice-policy', 'edit-invoice-email'];

type Props = { invoice: TripInvoice; api: InvoiceFormApi; busy: boolean; onBack: () => void; onReset: () => void; onSave: () => void };

/** The Edit step: each field disabled without its permission or when the invoice is no longer a draft (section 6). */
export function EditStep({ invoice, api, busy, onBack, onReset, onSave }: Props) {
  const { t } = useTranslation('invoices');
  const { can } = usePermissions();
  const draft = invoice.status === 'draft';
  const may = (p: string) => draft && can(p);
  const { form, update } = api;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Section title={t('edit.bankAccounts')}>
        <BankAccountsField invoice={invoice} api={api} disabled={!may('edit-invoice-bank-account')} />
      </Section>
      <Section title={t('edit.dueDates')}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, maxWidth: 640 }}>
          <DateField label={t('edit.dueDate')} name="due_date" value={form.due_date} onChange={(v) => update({ due_date: v })} disabled={!may('edit-invoice-due-date')} />
          <DateField label={t('edit.extendedDueDate')} name="extended_due_date" value={form.extended_due_date} onChange={(v) => update({ extended_due_date: v })} disabled={!may('edit-invoice-due-date')} />
        </Box>
      </Section>
      <Section title={t('edit.policies')}>
        <PoliciesField invoice={invoice} api={api} disabled={!may('edit-invoice-policy')} />
      </Section>
      <Section title={t('edit.emailRecipients')}>
        <EmailChipsInput label={t('edit.emailRecipients')} value={form.email_recipients} onChange={(v) => update({ email_recipients: v })} disabled={!may('edit-invoice-email')} />
      </Section>
      <Section title={t('edit.notes')}>
        <TextField label={t('edit.notes')} value={form.notes} onChange={(e) => update({ notes: e.target.value })} disabled={!may('edit-invoice-notes')} multiline minRows={2} maxRows={4} fullWidth />
      </Section>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onBack}>{t('actions.back')}</Button>
        <Button onClick={onReset} disabled={!draft || busy || !EDIT.some((p) => can(p))} color="warning">
          {t('actions.reset')}
        </Button>
        <Button variant="contained" onClick={onSave} disabled={!draft || busy || api.bankInvalid}>
          {t('actions.save')}
        </Button>
      </Box>
    </Box>
  );
}
