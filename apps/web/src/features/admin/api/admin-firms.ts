import {
  AdminFirmSchema,
  AdminFirmsPageSchema,
  type AdminFirm,
  type AdminFirmsPage,
  type AdminFirmsQuery,
  type FirmDecision,
} from '@arsamezat/shared/admin/admin-firms';
import {
  approveFirmRoute,
  downloadFirmDocumentRoute,
  getAdminFirmRoute,
  listAdminFirmsRoute,
  reinstateFirmRoute,
  rejectFirmRoute,
  requestFirmDocumentsRoute,
  suspendFirmRoute,
} from '@arsamezat/shared/admin/admin-firms.routes';
import { routeUrl } from '@arsamezat/shared/core/api-route';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

/** The operator's 'Firmalar' (issue 28): the queue, a firm, its decisions. */

export async function getAdminFirms(
  query: AdminFirmsQuery,
  signal?: AbortSignal,
): Promise<AdminFirmsPage> {
  const params = new URLSearchParams({ status: query.status, page: String(query.page) });
  return AdminFirmsPageSchema.parse(
    await callApi(listAdminFirmsRoute, { query: params, ...(signal ? { signal } : {}) }),
  );
}

export const adminFirmsQueryOptions = (query: AdminFirmsQuery) =>
  queryOptions({
    queryKey: adminKeys.firms(query),
    queryFn: ({ signal }) => getAdminFirms(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminFirms(query: AdminFirmsQuery) {
  return useQuery(adminFirmsQueryOptions(query));
}

export async function getAdminFirm(id: string, signal?: AbortSignal): Promise<AdminFirm> {
  return AdminFirmSchema.parse(await callApi(getAdminFirmRoute, { params: { id }, signal }));
}

export function useAdminFirm(id: string) {
  return useQuery({
    queryKey: adminKeys.firm(id),
    queryFn: ({ signal }) => getAdminFirm(id, signal),
  });
}

/** The document's file: an authenticated download (admin only, each audited). */
export const firmDocumentUrl = (id: string, documentId: string) =>
  routeUrl(downloadFirmDocumentRoute, { id, documentId });

const DECISION_ROUTES = {
  approve: approveFirmRoute,
  'request-documents': requestFirmDocumentsRoute,
  reject: rejectFirmRoute,
  suspend: suspendFirmRoute,
  reinstate: reinstateFirmRoute,
} as const;

export type FirmDecisionInput = { id: string; decision: FirmDecision; reason?: string };

export async function decideFirm({ id, decision, reason }: FirmDecisionInput): Promise<AdminFirm> {
  const route = DECISION_ROUTES[decision];
  const needsReason =
    decision === 'request-documents' || decision === 'reject' || decision === 'suspend';
  return AdminFirmSchema.parse(
    await callApi(route, { params: { id }, ...(needsReason ? { body: { reason } } : {}) }),
  );
}

/** Every decision answers the firm; every admin view reads again. */
export function useDecideFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideFirm,
    onSuccess: (firm) => {
      queryClient.setQueryData(adminKeys.firm(firm.id), firm);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
