import {
  SaleSettingsSchema,
  SalesPageSchema,
  type SaleSettings,
  type SALE_LIST_FILTERS,
} from '@arsamezat/shared/sales/sale';
import {
  getSaleSettingsRoute,
  listAdminSalesRoute,
  updateSaleSettingsRoute,
} from '@arsamezat/shared/sales/sales.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

export type AdminSalesQuery = { filter: (typeof SALE_LIST_FILTERS)[number]; page: number };

/** The sales' cache keys (issue 29); every admin write invalidates them with `adminKeys.all`. */
export const adminSaleKeys = {
  list: (query: AdminSalesQuery) => [...adminKeys.all, 'sales', query] as const,
  settings: () => [...adminKeys.all, 'sale-settings'] as const,
};

export async function getAdminSales(query: AdminSalesQuery, signal?: AbortSignal) {
  return SalesPageSchema.parse(
    await callApi(listAdminSalesRoute, {
      query: { filter: query.filter, page: query.page },
      signal,
    }),
  );
}

/** 'Satışlar': one list of the operator's, overdue first (the server orders it). */
export const useAdminSales = (query: AdminSalesQuery) =>
  useQuery(
    queryOptions({
      queryKey: adminSaleKeys.list(query),
      queryFn: ({ signal }) => getAdminSales(query, signal),
    }),
  );

export async function getSaleSettings(signal?: AbortSignal) {
  return SaleSettingsSchema.parse(await callApi(getSaleSettingsRoute, { signal }));
}

/** The deadlines of the sale's steps, the runner-up's answer window and the strike rule. */
export const useSaleSettings = () =>
  useQuery(
    queryOptions({
      queryKey: adminSaleKeys.settings(),
      queryFn: ({ signal }) => getSaleSettings(signal),
    }),
  );

/**
 * Saves the six numbers; the answer (the saved settings) replaces the cached ones. Nothing else
 * changes with them: a step already running keeps its deadline.
 */
export function useSaveSaleSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaleSettings) =>
      SaleSettingsSchema.parse(await callApi(updateSaleSettingsRoute, { body: input })),
    onSuccess: (saved) => queryClient.setQueryData(adminSaleKeys.settings(), saved),
  });
}
