import { SaleViewSchema, type SaleView } from '@arsamezat/shared/sales/sale';
import { getSaleRoute } from '@arsamezat/shared/sales/sales.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { SALE_REFRESH_MS, saleKeys } from '../../../lib/sale-keys';

export async function getSale(id: string, signal?: AbortSignal): Promise<SaleView> {
  const data = await callApi(getSaleRoute, { params: { id }, signal });
  return SaleViewSchema.parse(data);
}

export const getSaleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: saleKeys.detail(id),
    queryFn: ({ signal }) => getSale(id, signal),
    refetchInterval: SALE_REFRESH_MS,
  });

/** One sale as the signed-in member sees it: who they are in it and what they may do now. */
export function useSale(id: string) {
  return useQuery(getSaleQueryOptions(id));
}
