import {
  type Currency,
  type InvoiceListItem,
  type InvoiceSettingsInput,
  type InvoiceSettingsResponse,
  type InvoiceUpdateInput,
  type OrganisationDetails,
  ROUTES,
  type TripInvoice,
} from '@seaward/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

const SERVICE = '/v1/invoice-service';
const invoicePath = (ref: string) => `${SERVICE}/trips/${encodeURIComponent(ref)}/invoice`;
const settingsPath = (id: string | number) => `${SERVICE}/organisations/${id}/settings`;

export const invoiceKeys = {
  invoice: (ref: string) => ['invoice', ref] as const,
  preview: (ref: string) => ['invoice', ref, 'preview'] as const,
  settings: (id: string) => ['invoice-settings', id] as const,
  list: (id: string) => ['organisation-invoices', id] as const,
  currencies: ['currencies'] as const,
  organisation: (id: string) => ['organisation', id] as const,
};

// Spec section 7: the invoice and the settings are read without retries.
export const invoiceQuery = (ref: string) =>
  queryOptions({ queryKey: invoiceKeys.invoice(ref), queryFn: ({ signal }) => api.get<TripInvoice>(invoicePath(ref), { signal }), retry: false });
export const previewQuery = (ref: string, createdAt: string | undefined, status: string | undefined) =>
  queryOptions({
    queryKey: [...invoiceKeys.preview(ref), createdAt, status],
    queryFn: ({ signal }) => api.get<{ html: string }>(`${invoicePath(ref)}/preview`, { signal }),
  });

export const useInvoice = (ref: string) => useQuery(invoiceQuery(ref));

/** After update, confirm or reload the cached invoice is replaced and its preview refetched. */
function useInvoiceMutation<V>(ref: string, fn: (v: V) => Promise<TripInvoice>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (inv) => {
      client.setQueryData(invoiceKeys.invoice(ref), inv);
      void client.invalidateQueries({ queryKey: invoiceKeys.invoice(ref) });
    },
  });
}

export const useUpdateInvoice = (ref: string) => useInvoiceMutation(ref, (body: InvoiceUpdateInput) => api.patch<TripInvoice>(invoicePath(ref), body));
export const useConfirmInvoice = (ref: string) => useInvoiceMutation(ref, () => api.post<TripInvoice>(`${invoicePath(ref)}/confirm`));
export const useReloadInvoice = (ref: string) => useInvoiceMutation(ref, () => api.post<TripInvoice>(`${invoicePath(ref)}/reload`));
export const useSetInvoiceStatus = (orgId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, action }: { ref: string; action: 'paid' | 'cancel' }) => api.post<TripInvoice>(`${invoicePath(ref)}/${action}`),
    onSuccess: (inv) => {
      client.setQueryData(invoiceKeys.invoice(inv.trip_reference), inv);
      void client.invalidateQueries({ queryKey: invoiceKeys.list(orgId) });
    },
  });
};

/** The download path of an invoice PDF. */
export const invoiceDownloadPath = (ref: string) => `${invoicePath(ref)}/download`;

export const currenciesQuery = () => queryOptions({ queryKey: invoiceKeys.currencies, queryFn: ({ signal }) => api.get<Currency[]>(ROUTES.currencies, { signal }), staleTime: 5 * 60_000 });
export const organisationQuery = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.organisation(id), queryFn: ({ signal }) => api.get<OrganisationDetails>(ROUTES.organisationDetails(id), { signal }) });
export const settingsQuery = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.settings(id), queryFn: ({ signal }) => api.get<InvoiceSettingsResponse>(settingsPath(id), { signal }), retry: false });
export const organisationInvoicesQuery = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.list(id), queryFn: ({ signal }) => api.get<InvoiceListItem[]>(`${SERVICE}/organisations/${id}/invoices`, { signal }) });

export const useSaveSettings = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceSettingsInput) => api.put<InvoiceSettingsResponse>(settingsPath(id), body),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.settings(id) }),
  });
};

/** Uploads a signature image; the first url of the answer is the signature's. */
export const uploadSignature = async (file: File): Promise<string> => {
  const form = new FormData();
  form.append('file', file);
  const res = await api.post<{ urls: string[] }>('/v1/upload/signatures', form);
  return res.urls[0]!;
};
