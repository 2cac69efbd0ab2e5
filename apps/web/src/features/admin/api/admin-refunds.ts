import {
  listRefundsRoute,
  refundDepositRoute,
  refundListingRoute,
} from '@arsamezat/shared/admin/admin-payments.routes';
import {
  AdminBulkRefundSchema,
  AdminRefundActionSchema,
  AdminRefundsPageSchema,
  type AdminRefundsQuery,
} from '@arsamezat/shared/admin/admin-payments';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys, useInvalidateAdmin } from './admin-keys';

export async function getAdminRefunds(query: AdminRefundsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ view: query.view, page: String(query.page) });
  if (query.listingId) params.set('listingId', query.listingId);
  const data = await callApi(listRefundsRoute, { query: params, ...(signal ? { signal } : {}) });
  return AdminRefundsPageSchema.parse(data);
}

/** One page of the refund queue, with the per-listing groups and totals. */
export function useAdminRefunds(query: AdminRefundsQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.refunds(query),
      queryFn: ({ signal }) => getAdminRefunds(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** 'İade Et': one deposit, through the provider. Failures refresh the queue too (last error). */
export function useRefundDeposit() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (depositId: string) =>
      AdminRefundActionSchema.parse(
        await callApi(refundDepositRoute, { params: { id: depositId } }),
      ),
    onSettled: invalidate,
  });
}

/** Every due refund of one listing (the losers of an auction). */
export function useRefundListing() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (listingId: string) =>
      AdminBulkRefundSchema.parse(await callApi(refundListingRoute, { params: { id: listingId } })),
    onSettled: invalidate,
  });
}
