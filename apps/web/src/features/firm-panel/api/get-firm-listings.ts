import {
  FirmListingsPageSchema,
  type FirmListingTab,
  type FirmListingsPage,
} from '@arsamezat/shared/firms/firm-listings';
import { listFirmListingsRoute } from '@arsamezat/shared/firms/firm-listings.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { firmKeys } from './firm-keys';

export async function getFirmListings(
  tab: FirmListingTab,
  page: number,
  signal?: AbortSignal,
): Promise<FirmListingsPage> {
  const data = await callApi(listFirmListingsRoute, { query: { tab, page }, signal });
  return FirmListingsPageSchema.parse(data);
}

export const getFirmListingsQueryOptions = (tab: FirmListingTab, page: number) =>
  queryOptions({
    queryKey: firmKeys.page(tab, page),
    queryFn: ({ signal }) => getFirmListings(tab, page, signal),
    placeholderData: keepPreviousData,
  });

/** The firm, its credits, every tab's count and one tab's page of listings. */
export function useFirmListings(tab: FirmListingTab, page: number) {
  return useQuery(getFirmListingsQueryOptions(tab, page));
}
