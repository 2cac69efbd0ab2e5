import { getFirmPageRoute } from '@arsamezat/shared/listings/firm-page.routes';
import type { FirmPage } from '@arsamezat/shared/listings/firm-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiParsed } from '../../../lib/call-api';
import { listingKeys } from '../../../lib/listing-keys';
import { retryUnlessClientError } from '../../../lib/query-client';

export async function getFirmPage(slug: string, signal?: AbortSignal): Promise<FirmPage> {
  return callApiParsed(
    getFirmPageRoute,
    () => import('@arsamezat/shared/listings/firm-page').then((m) => m.FirmPageSchema),
    { params: { slug }, signal },
  );
}

export const getFirmPageQueryOptions = (slug: string) =>
  queryOptions({
    // Under the listings' key: an operator's write that refreshes listings refreshes this too.
    queryKey: [...listingKeys.all, 'firm', slug] as const,
    queryFn: ({ signal }) => getFirmPage(slug, signal),
    retry: retryUnlessClientError,
  });

/** A seller firm's public page and its current listings (issue 28). */
export function useFirmPage(slug: string) {
  return useQuery(getFirmPageQueryOptions(slug));
}
