import { routeUrl } from '@arsamezat/shared/core/api-route';
import {
  downloadListingDocumentRoute,
  listListingDocumentsRoute,
} from '@arsamezat/shared/listings/documents.routes';
import type {
  ListingDocument,
  ListingDocuments,
} from '@arsamezat/shared/listings/listing-documents';
import { useQuery } from '@tanstack/react-query';
import { callApiParsed } from '../../../lib/call-api';
import { retryUnlessClientError } from '../../../lib/query-client';

export const documentKeys = {
  list: (listingId: string) => ['listings', 'documents', listingId] as const,
};

export async function getListingDocuments(
  listingId: string,
  signal?: AbortSignal,
): Promise<ListingDocuments> {
  return callApiParsed(
    listListingDocumentsRoute,
    () =>
      import('@arsamezat/shared/listings/listing-documents').then((m) => m.ListingDocumentsSchema),
    { params: { id: listingId }, signal },
  );
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
  routeUrl(downloadListingDocumentRoute, { id: listingId, documentId: document.id });
