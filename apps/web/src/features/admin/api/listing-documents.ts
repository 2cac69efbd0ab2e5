import {
  AdminListingDocumentsSchema,
  ListingDocumentsSchema,
  type DocumentKind,
  type ListingDocuments,
} from '@arsamezat/shared/listings/listing-documents';
import {
  listAdminListingDocumentsRoute,
  removeListingDocumentRoute,
  uploadListingDocumentRoute,
} from '@arsamezat/shared/admin/admin-listing-documents.routes';
import { routeUrl } from '@arsamezat/shared/core/api-route';
import { ApiErrorBodySchema, knownErrorCode } from '@arsamezat/shared/core/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';

const UPLOAD_TIMEOUT_MS = 120_000;
const UPLOAD_FAILED = 'Belge yüklenemedi. Lütfen tekrar deneyin.';

/** The double-submit CSRF token (see lib/api-client.ts); multipart needs it too. */
function csrfToken(): string {
  return /(?:^|;\s*)(?:__Host-)?csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
}

export const documentsKey = (listingId: string) =>
  [...adminKeys.all, 'documents', listingId] as const;

/** The listing's documents and who downloaded them (decision 033). */
export function useAdminListingDocuments(listingId: string) {
  return useQuery({
    queryKey: documentsKey(listingId),
    queryFn: async ({ signal }) =>
      AdminListingDocumentsSchema.parse(
        await callApi(listAdminListingDocumentsRoute, { params: { id: listingId }, signal }),
      ),
  });
}

/** One document with its kind (multipart; the server checks the file by content). */
export async function uploadListingDocument(
  listingId: string,
  kind: DocumentKind,
  file: File,
): Promise<ListingDocuments> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(routeUrl(uploadListingDocumentRoute, { id: listingId }), {
      method: uploadListingDocumentRoute.method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-CSRF-Token': csrfToken() },
      body,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', UPLOAD_FAILED);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ApiErrorBodySchema.safeParse(data);
    if (!parsed.success) throw new ApiError(response.status, 'UNKNOWN', UPLOAD_FAILED);
    const { code, message, fields } = parsed.data.error;
    throw new ApiError(response.status, knownErrorCode(code), message, undefined, fields);
  }
  return ListingDocumentsSchema.parse(data);
}

export function useUploadListingDocument(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: DocumentKind; file: File }) =>
      uploadListingDocument(listingId, kind, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey(listingId) }),
  });
}

export function useRemoveListingDocument(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (documentId: string) =>
      ListingDocumentsSchema.parse(
        await callApi(removeListingDocumentRoute, { params: { id: listingId, documentId } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey(listingId) }),
  });
}
