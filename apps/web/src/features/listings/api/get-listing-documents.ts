import {
  ListingDocumentsSchema,
  type ListingDocument,
  type ListingDocuments,
} from '@arsamezat/shared/listing-documents';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

export const documentKeys = {
  list: (listingId: string) => ['listings', 'documents', listingId] as const,
};

export async function getListingDocuments(
  listingId: string,
  signal?: AbortSignal,
): Promise<ListingDocuments> {
  const data = await apiRequest(`/api/listings/${encodeURIComponent(listingId)}/documents`, {
    ...(signal ? { signal } : {}),
  });
  return ListingDocumentsSchema.parse(data);
}

/** The listing's documents; members only, so the query waits until someone is signed in. */
export function useListingDocuments(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.list(listingId),
    queryFn: ({ signal }) => getListingDocuments(listingId, signal),
    enabled,
    retry: retryUnlessClientError,
  });
}

/** The authenticated download address of one document (the browser sends the session cookie). */
export const documentFileUrl = (listingId: string, document: Pick<ListingDocument, 'id'>) =>
  `/api/listings/${encodeURIComponent(listingId)}/documents/${encodeURIComponent(document.id)}/file`;
