import {
  AdminInvoicesPageSchema,
  InvoiceRetrySchema,
  type AdminInvoicesQuery,
} from '@arsamezat/shared/sales/invoices';
import { listAdminInvoicesRoute, retryInvoiceRoute } from '@arsamezat/shared/sales/invoices.routes';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

/** The invoices' cache key (issue 29); every admin write invalidates it with `adminKeys.all`. */
export const adminInvoiceKeys = {
  list: (query: AdminInvoicesQuery) => [...adminKeys.all, 'invoices', query] as const,
};

export async function getAdminInvoices(query: AdminInvoicesQuery, signal?: AbortSignal) {
  return AdminInvoicesPageSchema.parse(
    await callApi(listAdminInvoicesRoute, {
      query: { status: query.status, page: query.page },
      signal,
    }),
  );
}

/** 'Faturalar': one page, failed first, then newest first (the server orders it). */
export const useAdminInvoices = (query: AdminInvoicesQuery) =>
  useQuery(
    queryOptions({
      queryKey: adminInvoiceKeys.list(query),
      queryFn: ({ signal }) => getAdminInvoices(query, signal),
      placeholderData: keepPreviousData,
    }),
  );

/**
 * 'Yeniden Gönder': a failed invoice back in the queue (audited); the invoicing job sends it at
 * its next pass. A refusal refreshes the list too, since the invoice has moved on meanwhile.
 */
export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      InvoiceRetrySchema.parse(await callApi(retryInvoiceRoute, { params: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
