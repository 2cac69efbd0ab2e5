import { SalesPageSchema, type SalesPage } from '@arsamezat/shared/sales/sale';
import { listFirmSalesRoute } from '@arsamezat/shared/sales/sales.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { SALE_REFRESH_MS, saleKeys } from '../../../lib/sale-keys';

export type FirmSalesFilter = 'open' | 'overdue' | 'completed' | 'ended' | 'all';

export async function getFirmSales(
  filter: FirmSalesFilter,
  page: number,
  signal?: AbortSignal,
): Promise<SalesPage> {
  const data = await callApi(listFirmSalesRoute, { query: { filter, page }, signal });
  return SalesPageSchema.parse(data);
}

/** One page of the firm's sales under a filter ('Satışlarım'). */
export function useFirmSales(filter: FirmSalesFilter, page: number) {
  return useQuery(
    queryOptions({
      queryKey: saleKeys.firm(filter, page),
      queryFn: ({ signal }) => getFirmSales(filter, page, signal),
      placeholderData: keepPreviousData,
      refetchInterval: SALE_REFRESH_MS,
    }),
  );
}
