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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { postMultipart } from '../../../lib/multipart-upload';
import { adminKeys } from './admin-keys';

const UPLOAD_FAILED = 'Belge yüklenemedi. Lütfen tekrar deneyin.';

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
  const data = await postMultipart(
    uploadListingDocumentRoute,
    { id: listingId },
    body,
    UPLOAD_FAILED,
  );
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
