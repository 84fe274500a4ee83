import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Currency, InvoiceSettingsResponse, OrganisationDetails } from '@seaward/contract';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../../session/use-permissions';
import { useAppLink } from '../../../ui/app-link';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { EmailChipsInput } from '../../../ui/email-chips-input';
import { Spinner } from '../../../ui/spinner';
import { currenciesQuery, organisationQuery, settingsQuery, useSaveSettings } from '../invoices-api';
import { Section } from '../wizard/edit-step';
import { BankAccountsTable } from './bank-accounts-table';
import { DueDateRuleForm } from './due-date-rule-form';
import { SignatureSection } from './signature-section';
import { type SettingsForm, formFromSettings, ruleErrors, settingsBody } from './use-settings-form';

/** Route /manage/invoices?organisation_id=...: one organisation's invoice defaults. */
export function InvoiceSettingsPage() {
  const { t } = useTranslation('invoices');
  const [params] = useSearchParams();
  const id = params.get('organisation_id');
  if (!id) throw new Error(t('errors.organisationIdRequired'));
  const currencies = useQuery(currenciesQuery());
  const organisation = useQuery(organisationQuery(id));
  const settings = useQuery(settingsQuery(id));
  if (currencies.error || (currencies.data && currencies.data.length === 0)) throw new Error(t('errors.unableCurrencies'));
  if (organisation.error || (organisation.isSuccess && !organisation.data)) throw new Error(t('errors.unableOrganisation'));
  if (settings.error || (settings.isSuccess && !settings.data)) throw new Error(t('errors.unableSettings'));
  if (!currencies.data || !organisation.data || !settings.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <Spinner label={t('loading')} />
      </Box>
    );
  return <SettingsEditor key={`${id}-${settings.dataUpdatedAt}`} id={id} currencies={currencies.data} organisation={organisation.data} settings={settings.data} />;
}

type EditorProps = { id: string; currencies: Currency[]; organisation: OrganisationDetails; settings: InvoiceSettingsResponse };

function SettingsEditor({ id, currencies, organisation, settings }: EditorProps) {
  const { t } = useTranslation('invoices');
  const { enqueueSnackbar } = useSnackbar();
  const { canAny } = usePermissions();
  const [form, setForm] = useState<SettingsForm>(() => formFromSettings(settings));
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveSettings(id);
  const listLink = useAppLink(`/manage/invoices/list?organisation_id=${id}`);
  const may = (s: string) => canAny([`manage-tenant-invoice-${s}`, `manage-organisation-invoice-${s}`]);
  const set = (patch: Partial<SettingsForm>) => setForm((f) => ({ ...f, ...patch }));
  const dueErrors = showErrors ? ruleErrors(form.due_date) : {};
  const extErrors = showErrors ? ruleErrors(form.extended_due_date) : {};
  const submit = () => {
    setShowErrors(true);
    if (Object.keys(ruleErrors(form.due_date)).length || Object.keys(ruleErrors(form.extended_due_date)).length) return;
    save.mutate(settingsBody(form), {
      onSuccess: () => enqueueSnackbar(t('messages.settingsSaved'), { variant: 'success' }),
      onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100 }}>
      <Breadcrumbs
        crumbs={[
          { label: t('breadcrumbs.home'), to: '/' },
          { label: t('breadcrumbs.manage'), to: '/manage' },
          { label: t('breadcrumbs.organisations'), to: '/manage/organisations' },
          { label: t('breadcrumbs.invoiceSettings') },
        ]}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('settings.title')}
          </Typography>
          <Typography color="text.secondary">{organisation.name}</Typography>
        </Box>
        <Button component="a" {...listLink} startIcon={<ReceiptLongOutlinedIcon />}>
          {t('list.open')}
        </Button>
      </Box>
      <Section title={t('settings.invoiceTitle')}>
        <TextField label={t('settings.invoiceTitle')} value={form.title ?? ''} onChange={(e) => set({ title: e.target.value })} disabled={!may('title')} fullWidth helperText={t('settings.invoiceTitleHint')} />
      </Section>
      <Section title={t('settings.emailRecipients')}>
        <EmailChipsInput label={t('settings.emailRecipients')} value={form.email_recipients} onChange={(v) => set({ email_recipients: v })} disabled={!may('email')} />
      </Section>
      <Section title={t('settings.bankAccounts')}>
        <BankAccountsTable value={form.bank_accounts} currencies={currencies} disabled={!may('bank')} onChange={(v) => set({ bank_accounts: v })} />
      </Section>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <DueDateRuleForm testId="due-date-rule" title={t('settings.dueDateRule')} value={form.due_date} onChange={(v) => set({ due_date: v })} disabled={!may('due-date')} errors={dueErrors} />
        <DueDateRuleForm testId="extended-due-date-rule" title={t('settings.extendedDueDateRule')} value={form.extended_due_date} onChange={(v) => set({ extended_due_date: v })} disabled={!may('due-date')} errors={extErrors} />
      </Box>
      <Section title={t('settings.signature')}>
        <SignatureSection value={form.signature} onChange={(v) => set({ signature: v })} disabled={!may('signature')} />
      </Section>
      <Section title={t('settings.specialNotes')}>
        <TextField label={t('settings.specialNotes')} value={form.notes ?? ''} onChange={(e) => set({ notes: e.target.value })} disabled={!may('notes')} multiline minRows={2} maxRows={4} fullWidth />
      </Section>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('actions.save')}
        </Button>
      </Box>
    </Box>
  );
}
