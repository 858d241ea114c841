import type { Invoice, InvoiceMonthTotals, InvoiceStatus } from '@studiekraft/shared/schemas/invoices';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-blob.ts';
import type { DataResponse, ListResponse } from '../../../types/api.ts';
import { payoutKeys } from '../../payouts/query-keys.ts';
import { invoiceKeys } from '../query-keys.ts';

export const invoicesPageSize = 25;

export interface InvoiceListFilter {
  status: InvoiceStatus | 'all';
  search: string;
  page: number;
}

/** GET /invoices with the list convention; the server scopes a customer's list to their own. */
export function invoicesQuery({ status, search, page }: InvoiceListFilter) {
  const filters = [
    ...(status !== 'all' ? [{ key: 'status', operator: 'eq', value: status }] : []),
    ...(search.trim() ? [{ key: 'search', operator: 'ct', value: search.trim() }] : []),
  ];
  return {
    ...(filters.length > 0 ? { filter_groups: [{ filters }] } : {}),
    sort: [{ key: 'issued_at', direction: 'DESC' }],
    page,
    limit: invoicesPageSize,
  };
}

export function useInvoices(filter: InvoiceListFilter) {
  return useQuery({
    queryKey: invoiceKeys.list(filter),
    queryFn: ({ signal }) => api.get<ListResponse<Invoice>>('/invoices', { query: invoicesQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The invoice of one project: the newest (the API lists newest first). A finalized project has one live
 * invoice; a staff price correction credits it and issues another (issue 36).
 */
export function useProjectInvoice(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.ofProject(projectId),
    queryFn: ({ signal }) =>
      api
        .get<ListResponse<Invoice>>('/invoices', {
          query: {
            filter_groups: [
              {
                filters: [
                  { key: 'project_id', operator: 'eq', value: projectId },
                  { key: 'kind', operator: 'eq', value: 'invoice' },
                ],
              },
            ],
          },
          signal,
        })
        .then((response) => response.rows[0] ?? null),
    enabled,
  });
}

/** GET /invoices/totals (staff): open, overdue and paid per month. */
export function useInvoiceTotals(from: string, to: string) {
  return useQuery({
    queryKey: invoiceKeys.totals(from, to),
    queryFn: ({ signal }) =>
      api.get<DataResponse<InvoiceMonthTotals[]>>('/invoices/totals', { query: { from, to }, signal }).then((r) => r.data),
  });
}

/**
 * The PDF through the API client (it carries the Bearer token a plain link cannot) and saved under the
 * server's name, e.g. faktura-2026-0001.pdf.
 */
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'number' | 'kind'>) {
  const response = await api.get<Response>(`/invoices/${invoice.id}/pdf`, { responseType: 'response' });
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const fallback = `${invoice.kind === 'credit_note' ? 'kreditnota' : 'faktura'}-${invoice.number}.pdf`;
  downloadBlob(await response.blob(), match?.[1] ?? fallback);
}

/** The same invoice as Peppol BIS Billing 3.0 UBL XML (faktura-2026-0001.xml), for buyers on NemHandel. */
export async function downloadInvoiceUbl(invoice: Pick<Invoice, 'id' | 'number' | 'kind'>) {
  const response = await api.get<Response>(`/invoices/${invoice.id}/ubl`, { responseType: 'response' });
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const fallback = `${invoice.kind === 'credit_note' ? 'kreditnota' : 'faktura'}-${invoice.number}.xml`;
  downloadBlob(await response.blob(), match?.[1] ?? fallback);
}

export type InvoiceAction = 'paid' | 'credit' | 'resend';

/**
 * Mark paid, credit or resend (staff); every invoice list and the totals are refetched, and after a credit
 * the payouts too: the credit cancelled or reversed the student's line (issue 34).
 */
export function useInvoiceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: InvoiceAction }) =>
      api.post<DataResponse<Invoice>>(`/invoices/${id}/${action}`).then((response) => response.data),
    onSuccess: (_saved, { action }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        action === 'credit' ? queryClient.invalidateQueries({ queryKey: payoutKeys.all }) : null,
      ]),
  });
}
