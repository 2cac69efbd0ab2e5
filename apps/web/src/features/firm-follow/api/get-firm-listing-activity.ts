import { getFirmListingActivityRoute } from '@arsamezat/shared/firms/firm-activity.routes';
import {
  FirmListingActivitySchema,
  type FirmListingActivity,
} from '@arsamezat/shared/firms/firm-activity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { retryUnlessClientError } from '../../../lib/query-client';

/** Query keys of the follow page; the live stream invalidates `firmFollowKeys.activity(id)`. */
export const firmFollowKeys = {
  all: ['firm-follow'] as const,
  activity: (id: string) => [...firmFollowKeys.all, 'activity', id] as const,
};

export async function getFirmListingActivity(
  id: string,
  signal?: AbortSignal,
): Promise<FirmListingActivity> {
  const data = await callApi(getFirmListingActivityRoute, {
    params: { id },
    ...(signal ? { signal } : {}),
  });
  return FirmListingActivitySchema.parse(data);
}

export const getFirmListingActivityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: firmFollowKeys.activity(id),
    queryFn: ({ signal }) => getFirmListingActivity(id, signal),
    retry: retryUnlessClientError,
  });

/** The firm's own listing as its follow page shows it (404 for another firm's). */
export function useFirmListingActivity(id: string) {
  return useQuery(getFirmListingActivityQueryOptions(id));
}
