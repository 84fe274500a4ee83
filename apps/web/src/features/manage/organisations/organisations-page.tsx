import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import { organisationsResource } from '@seaward/contract';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../../../ui/app-link';
import { createResourcePage } from '../resources/create-resource-page';
import type { Row } from '../resources/resource-api';

// The invoice settings page and the organisation's invoices belong to invoicing: only linked from here.
function InvoiceLinks({ record }: { record: Row }) {
  const { t } = useTranslation('manage');
  const settings = useAppLink(`/manage/invoices?organisation_id=${record.id}`);
  const invoices = useAppLink(`/manage/invoices/list?organisation_id=${record.id}`);
  return (
    <>
      <Button component="a" {...settings} startIcon={<ReceiptLongOutlinedIcon />}>
        {t('organisations.invoiceSettings')}
      </Button>
      <Button component="a" {...invoices}>
        {t('organisations.invoices')}
      </Button>
    </>
  );
}

/** Organisations: the generic pages plus links to the organisation's invoice settings and invoices. */
export const OrganisationsPage = createResourcePage(organisationsResource, { Actions: InvoiceLinks });
