import { listAuditEntriesRoute } from '@arsamezat/shared/admin/admin-audit.routes';
import {
  AdminAuditPageSchema,
  type AdminAuditPage,
  type AdminAuditQuery,
} from '@arsamezat/shared/admin/admin-inbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

export async function getAuditLog(
  query: AdminAuditQuery,
  signal?: AbortSignal,
): Promise<AdminAuditPage> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.actor) params.set('actor', query.actor);
  if (query.action) params.set('action', query.action);
  if (query.listing) params.set('listing', query.listing);
  const data = await callApi(listAuditEntriesRoute, {
    query: params,
    ...(signal ? { signal } : {}),
  });
  return AdminAuditPageSchema.parse(data);
}

/** One page of the audit log for the chosen filters. */
export function useAuditLog(query: AdminAuditQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.audit(query),
      queryFn: ({ signal }) => getAuditLog(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
