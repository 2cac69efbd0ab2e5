import {
  answerKvkkApplicationRoute,
  listKvkkApplicationsRoute,
} from '@arsamezat/shared/admin/admin-kvkk.routes';
import {
  AdminKvkkPageSchema,
  AnswerKvkkResponseSchema,
  type AdminKvkkPage,
  type AdminKvkkQuery,
} from '@arsamezat/shared/admin/admin-kvkk';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

export async function getKvkkApplications(
  query: AdminKvkkQuery,
  signal?: AbortSignal,
): Promise<AdminKvkkPage> {
  const params = new URLSearchParams({ status: query.status, page: String(query.page) });
  return AdminKvkkPageSchema.parse(
    await callApi(listKvkkApplicationsRoute, { query: params, ...(signal ? { signal } : {}) }),
  );
}

export const getKvkkApplicationsQueryOptions = (query: AdminKvkkQuery) =>
  queryOptions({
    queryKey: adminKeys.kvkk(query),
    queryFn: ({ signal }) => getKvkkApplications(query, signal),
    placeholderData: keepPreviousData,
  });

export function useKvkkApplications(query: AdminKvkkQuery) {
  return useQuery(getKvkkApplicationsQueryOptions(query));
}

export type KvkkAnswer = { id: string; decision: 'approve' | 'reject'; note: string };

export async function answerKvkkApplication({ id, decision, note }: KvkkAnswer) {
  return AnswerKvkkResponseSchema.parse(
    await callApi(answerKvkkApplicationRoute, { params: { id }, body: { decision, note } }),
  );
}

/** Approve (anonymise) or reject; every admin view reads again. */
export function useAnswerKvkk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerKvkkApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
