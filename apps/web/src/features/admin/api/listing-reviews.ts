import { routeUrl } from '@arsamezat/shared/core/api-route';
import {
  approveListingRoute,
  downloadReviewDocumentRoute,
  getListingReviewRoute,
  listListingReviewsRoute,
  rejectListingRoute,
  returnListingRoute,
} from '@arsamezat/shared/admin/admin-listing-reviews.routes';
import {
  ListingReviewDecisionSchema,
  ListingReviewSchema,
  ListingReviewsPageSchema,
  type ApproveListing,
} from '@arsamezat/shared/admin/admin-listing-reviews';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from './admin-keys';
import { useInvalidateListings } from './listing-writes';

/** 'İlan Onayları' (issue 28): the queue, one review, the three decisions. */

export async function getListingReviews(page: number, signal?: AbortSignal) {
  const data = await callApi(listListingReviewsRoute, {
    query: { page },
    ...(signal ? { signal } : {}),
  });
  return ListingReviewsPageSchema.parse(data);
}

export function useListingReviews(page: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.listingReviews(page),
      queryFn: ({ signal }) => getListingReviews(page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export async function getListingReview(id: string, signal?: AbortSignal) {
  const data = await callApi(getListingReviewRoute, {
    params: { id },
    ...(signal ? { signal } : {}),
  });
  return ListingReviewSchema.parse(data);
}

export function useListingReview(id: string) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.listingReview(id),
      queryFn: ({ signal }) => getListingReview(id, signal),
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    }),
  );
}

/** The operator's download of a document of the listing, the authorisation included. */
export const reviewDocumentUrl = (listingId: string, documentId: string) =>
  routeUrl(downloadReviewDocumentRoute, { id: listingId, documentId });

export async function approveListing({ id, ...body }: { id: string } & ApproveListing) {
  return ListingReviewDecisionSchema.parse(
    await callApi(approveListingRoute, { params: { id }, body }),
  );
}

export async function returnListing({ id, notes }: { id: string; notes: string }) {
  return ListingReviewDecisionSchema.parse(
    await callApi(returnListingRoute, { params: { id }, body: { notes } }),
  );
}

export async function rejectListing({ id, reason }: { id: string; reason: string }) {
  return ListingReviewDecisionSchema.parse(
    await callApi(rejectListingRoute, { params: { id }, body: { reason } }),
  );
}

export function useApproveListing() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: approveListing, onSettled: invalidate });
}

export function useReturnListing() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: returnListing, onSettled: invalidate });
}

export function useRejectListing() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: rejectListing, onSettled: invalidate });
}
