import {
  FirmListingDetailSchema,
  type FirmListingDetail,
} from '@arsamezat/shared/firms/firm-listings';
import { getFirmListingRoute } from '@arsamezat/shared/firms/firm-listings.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { firmKeys } from './firm-keys';

export async function getFirmListing(id: string, signal?: AbortSignal): Promise<FirmListingDetail> {
  return FirmListingDetailSchema.parse(
    await callApi(getFirmListingRoute, { params: { id }, signal }),
  );
}

export const getFirmListingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: firmKeys.detail(id),
    queryFn: ({ signal }) => getFirmListing(id, signal),
  });

/** One of the firm's listings with its images and documents (for the form). */
export function useFirmListing(id: string) {
  return useQuery(getFirmListingQueryOptions(id));
}
