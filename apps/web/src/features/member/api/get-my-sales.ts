import { SalesPageSchema, type SalesPage } from '@arsamezat/shared/sales/sale';
import { listMySalesRoute } from '@arsamezat/shared/sales/sales.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { SALE_REFRESH_MS, saleKeys } from '../../../lib/sale-keys';

export async function getMySales(page: number, signal?: AbortSignal): Promise<SalesPage> {
  const data = await callApi(listMySalesRoute, { query: { filter: 'all', page }, signal });
  return SalesPageSchema.parse(data);
}

/**
 * One page of the member's sales: what they bought (a won auction, an accepted offer, a sale
 * taken as runner-up) and where they stand as a runner-up.
 */
export function useMySales(page: number) {
  return useQuery(
    queryOptions({
      queryKey: saleKeys.mine(page),
      queryFn: ({ signal }) => getMySales(page, signal),
      placeholderData: keepPreviousData,
      refetchInterval: SALE_REFRESH_MS,
    }),
  );
}
