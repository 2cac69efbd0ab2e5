import {
  RetryJobResponseSchema,
  SYSTEM_REFRESH_MS,
  SystemStatusSchema,
  type FailedJob,
} from '@arsamezat/shared/admin/admin-system';
import {
  getSystemStatusRoute,
  retryFailedJobRoute,
} from '@arsamezat/shared/admin/admin-system.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

/** 'Sistem Durumu' (issue 31); every admin write invalidates it with `adminKeys.all`. */
export const adminSystemKeys = { status: [...adminKeys.all, 'system'] as const };

export async function getSystemStatus(signal?: AbortSignal) {
  return SystemStatusSchema.parse(await callApi(getSystemStatusRoute, { signal }));
}

/** The running system, asked again every few seconds while the page is open. */
export const useSystemStatus = () =>
  useQuery(
    queryOptions({
      queryKey: adminSystemKeys.status,
      queryFn: ({ signal }) => getSystemStatus(signal),
      refetchInterval: SYSTEM_REFRESH_MS,
    }),
  );

/** 'Tekrar Dene': a failed job back in its queue (audited); the figures refresh after it. */
export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (job: FailedJob) =>
      RetryJobResponseSchema.parse(
        await callApi(retryFailedJobRoute, { params: { queue: job.queue, id: job.id } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
