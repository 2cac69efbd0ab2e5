import {
  completeManualPaymentRoute,
  exportPaymentsCsvRoute,
  listPaymentsRoute,
  moveToRefundDueRoute,
} from '@arsamezat/shared/admin/admin-payments.routes';
import { routeUrl } from '@arsamezat/shared/core/api-route';
import {
  AdminPaymentActionSchema,
  AdminPaymentsPageSchema,
  AdminRefundActionSchema,
  type AdminPaymentsFilter,
  type AdminPaymentsQuery,
  type ManualPayment,
} from '@arsamezat/shared/admin/admin-payments';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys, useInvalidateAdmin } from './admin-keys';

function filterParams(filter: AdminPaymentsFilter): URLSearchParams {
  const params = new URLSearchParams({ status: filter.status });
  if (filter.listingId) params.set('listingId', filter.listingId);
  if (filter.kind !== 'all') params.set('kind', filter.kind);
  return params;
}

export async function getAdminPayments(query: AdminPaymentsQuery, signal?: AbortSignal) {
  const params = filterParams(query);
  params.set('page', String(query.page));
  const data = await callApi(listPaymentsRoute, { query: params, ...(signal ? { signal } : {}) });
  return AdminPaymentsPageSchema.parse(data);
}

/** The CSV of the filtered payments: a plain link, so the browser downloads it itself. */
export const paymentsCsvUrl = (filter: AdminPaymentsFilter) =>
  routeUrl(exportPaymentsCsvRoute, {}, filterParams(filter));

/** One page of the payments table. */
export function useAdminPayments(query: AdminPaymentsQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.payments(query),
      queryFn: ({ signal }) => getAdminPayments(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** A bank transfer recorded as the payment (note and amount required). */
export function useCompleteManualPayment() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async ({ paymentId, ...body }: ManualPayment & { paymentId: string }) =>
      AdminPaymentActionSchema.parse(
        await callApi(completeManualPaymentRoute, { params: { id: paymentId }, body }),
      ),
    onSuccess: invalidate,
  });
}

/** A completed deposit sent to the refund queue. */
export function useMoveToRefund() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (depositId: string) =>
      AdminRefundActionSchema.parse(
        await callApi(moveToRefundDueRoute, { params: { id: depositId } }),
      ),
    onSuccess: invalidate,
  });
}
