import {
  listContactMessagesRoute,
  markContactMessageRoute,
} from '@arsamezat/shared/admin/admin-contact.routes';
import {
  AdminContactMessageSchema,
  AdminMessagesPageSchema,
  type AdminMessagesPage,
  type AdminMessagesQuery,
} from '@arsamezat/shared/admin/admin-inbox';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

export async function getMessages(
  query: AdminMessagesQuery,
  signal?: AbortSignal,
): Promise<AdminMessagesPage> {
  const params = new URLSearchParams({ status: query.status, page: String(query.page) });
  const data = await callApi(listContactMessagesRoute, {
    query: params,
    ...(signal ? { signal } : {}),
  });
  return AdminMessagesPageSchema.parse(data);
}

export function useMessages(query: AdminMessagesQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.messages(query),
      queryFn: ({ signal }) => getMessages(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export async function markMessage({ id, read }: { id: string; read: boolean }) {
  const data = await callApi(markContactMessageRoute, { params: { id }, body: { read } });
  return AdminContactMessageSchema.parse(data);
}

/** Read / unread; the inbox (and the overview's unread count) read again. */
export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
