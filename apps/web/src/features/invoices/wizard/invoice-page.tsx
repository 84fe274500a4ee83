import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { TripInvoice } from '@seaward/contract';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { download } from '../../../api/download';
import { usePermissions } from '../../../session/use-permissions';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Spinner } from '../../../ui/spinner';
import { invoiceDownloadPath, useConfirmInvoice, useInvoice, useReloadInvoice, useUpdateInvoice } from '../invoices-api';
import { ConfirmedStep } from './confirmed-step';
import { EditStep } from './edit-step';
import { PreviewStep } from './preview-step';
import { bodyFrom, useInvoiceForm } from './use-invoice-form';

const EDIT_PERMISSIONS = ['edit-invoice-bank-account', 'edit-invoice-due-date', 'edit-invoice-notes', 'edit-invoice-policy', 'edit-invoice-email'];

/** Route /invoice?trip_id={trip reference}: the Edit, Preview and Confirmed steps. */
export function InvoicePage() {
  const { t } = useTranslation('invoices');
  const [params] = useSearchParams();
  const reference = params.get('trip_id');
  if (!reference) throw new Error(t('errors.tripIdRequired'));
  const q = useInvoice(reference);
  if (q.error) throw q.error;
  if (!q.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <Spinner label={t('loading')} />
      </Box>
    );
  return <InvoiceWizard key={reference} invoice={q.data} />;
}

function InvoiceWizard({ invoice }: { invoice: TripInvoice }) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { can, canAny } = usePermissions();
  const ref = invoice.trip_reference;
  const [step, setStep] = useState(invoice.status === 'draft' ? 0 : 2);
  const [resetOpen, setResetOpen] = useState(false);
  const form = useInvoiceForm(invoice);
  const update = useUpdateInvoice(ref);
  const confirm = useConfirmInvoice(ref);
  const reload = useReloadInvoice(ref);
  const ownReset = useRef(false);
  const fail = (e: Error) => enqueueSnackbar(e.message, { variant: 'error' });

  // A newer draft on the server (a reset elsewhere) replaces local edits.
  const { replace } = form;
  useEffect(() => {
    if (Date.parse(invoice.created_at) <= Date.parse(form.form.createdAt)) return;
    replace(invoice);
    if (!ownReset.current) enqueueSnackbar(t('messages.editReset'), { variant: 'info' });
    ownReset.current = false;
  }, [invoice, form.form.createdAt, replace, enqueueSnackbar, t]);

  const save = () => {
    // Empty references are flagged for someone who can fill them in.
    if (form.emptyPolicies.length && can('edit-invoice-policy')) {
      form.touchAll();
      return;
    }
    // Someone who may change nothing moves on without a save.
    if (!canAny(EDIT_PERMISSIONS)) return setStep(1);
    update.mutate(bodyFrom(invoice, form.form), { onSuccess: () => setStep(1), onError: fail });
  };
  const doConfirm = () =>
    confirm.mutate(undefined, {
      onSuccess: () => {
        setStep(2);
        window.scrollTo({ top: 0 });
      },
      onError: fail,
    });
  const doReset = () => {
    setResetOpen(false);
    ownReset.current = true;
    reload.mutate(undefined, { onError: fail });
  };
  const doDownload = () => download(invoiceDownloadPath(ref), `${ref}.pdf`).catch(fail);

  return (
    <Box component="main" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }} data-testid="invoice-title">
        {t('title', { reference: ref })}
        {invoice.status === 'pending' ? ` ${t('confirmedSuffix')}` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {invoice.organisation.name}
        {invoice.number ? ` · ${invoice.number}` : ''}
      </Typography>
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {(['edit', 'preview', 'confirmed'] as const).map((s) => (
          <Step key={s} completed={step > ['edit', 'preview', 'confirmed'].indexOf(s) || (s === 'confirmed' && invoice.status !== 'draft')}>
            <StepLabel>{t(`steps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && <EditStep invoice={invoice} api={form} busy={update.isPending || reload.isPending} onBack={() => navigate(`/trips/${encodeURIComponent(ref)}`)} onReset={() => setResetOpen(true)} onSave={save} />}
      {step === 1 && <PreviewStep invoice={invoice} canConfirm={can('confirm-invoice')} busy={confirm.isPending} onBack={() => setStep(0)} onDownload={doDownload} onConfirm={doConfirm} />}
      {step === 2 && <ConfirmedStep invoice={invoice} onBack={() => navigate('/trips/all')} onDownload={doDownload} />}
      <ConfirmDialog open={resetOpen} title={t('reset.title')} message={t('reset.message')} confirmLabel={t('actions.reset')} danger onConfirm={doReset} onCancel={() => setResetOpen(false)} />
    </Box>
  );
}
