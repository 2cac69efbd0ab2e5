import {
  AdminBulkRefundSchema,
  AdminRefundActionSchema,
  AdminRefundsPageSchema,
  type AdminRefundsQuery,
} from '@arsamezat/shared/admin-payments';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export async function getAdminRefunds(query: AdminRefundsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ view: query.view, page: String(query.page) });
  if (query.listingId) params.set('listingId', query.listingId);
  const data = await apiRequest(`/api/admin/refunds?${params.toString()}`, {
    ...(signal ? { signal } : {}),
  });
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

function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

/** 'İade Et': one deposit, through the provider. Failures refresh the queue too (last error). */
export function useRefundDeposit() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (depositId: string) =>
      AdminRefundActionSchema.parse(
        await apiRequest(`/api/admin/deposits/${encodeURIComponent(depositId)}/refund`, {
          method: 'POST',
        }),
      ),
    onSettled: invalidate,
  });
}

/** Every due refund of one listing (the losers of an auction). */
export function useRefundListing() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: async (listingId: string) =>
      AdminBulkRefundSchema.parse(
        await apiRequest(`/api/admin/listings/${encodeURIComponent(listingId)}/refunds`, {
          method: 'POST',
        }),
      ),
    onSettled: invalidate,
  });
}
