import { defineContract } from '../core/api-route.ts';
import { ListingIdParamsSchema } from '../listings/listings.ts';
import {
  ApproveListingSchema,
  ListingReviewDecisionSchema,
  ListingReviewSchema,
  ListingReviewsPageSchema,
  ListingReviewsQuerySchema,
  RejectListingSchema,
  ReturnListingSchema,
  ReviewDocumentParamsSchema,
} from './admin-listing-reviews.ts';
import {
  approveListingRoute,
  downloadReviewDocumentRoute,
  getListingReviewRoute,
  listListingReviewsRoute,
  rejectListingRoute,
  returnListingRoute,
} from './admin-listing-reviews.routes.ts';

export const listListingReviews = defineContract(listListingReviewsRoute, {
  schema: {
    tags: ['admin'],
    summary: "Firms' listings waiting for approval, oldest submission first, 20 per page",
    querystring: ListingReviewsQuerySchema,
    response: { 200: ListingReviewsPageSchema },
  },
});

export const getListingReview = defineContract(getListingReviewRoute, {
  errorCodes: ['NOT_FOUND'],
  schema: {
    tags: ['admin'],
    summary:
      "A firm's listing as the operator reviews it: every field, taşınmaz no, authorisation basis, documents incl. the authorisation",
    params: ListingIdParamsSchema,
    response: { 200: ListingReviewSchema },
  },
});

export const downloadReviewDocument = defineContract(downloadReviewDocumentRoute, {
  errorCodes: ['NOT_FOUND', 'DOCUMENT_NOT_FOUND'],
  schema: {
    tags: ['admin'],
    summary: "A document of a firm's listing (the authorisation included), for the operator",
    params: ReviewDocumentParamsSchema,
  },
});

export const approveListing = defineContract(approveListingRoute, {
  errorCodes: ['NOT_FOUND', 'LISTING_NOT_SUBMITTED', 'LISTING_REVIEW_ENDED'],
  schema: {
    tags: ['admin'],
    summary:
      "Publish a submitted listing with the deposit the operator sets, recording the authorisation check; the firm's credit is used",
    params: ListingIdParamsSchema,
    body: ApproveListingSchema,
    response: { 200: ListingReviewDecisionSchema },
  },
});

export const returnListing = defineContract(returnListingRoute, {
  errorCodes: ['NOT_FOUND', 'LISTING_NOT_SUBMITTED'],
  schema: {
    tags: ['admin'],
    summary: "Return a submitted listing to its firm with notes; the firm's credit is given back",
    params: ListingIdParamsSchema,
    body: ReturnListingSchema,
    response: { 200: ListingReviewDecisionSchema },
  },
});

export const rejectListing = defineContract(rejectListingRoute, {
  errorCodes: ['NOT_FOUND', 'LISTING_NOT_SUBMITTED'],
  schema: {
    tags: ['admin'],
    summary: "Reject a submitted listing with a reason; the firm's credit is given back",
    params: ListingIdParamsSchema,
    body: RejectListingSchema,
    response: { 200: ListingReviewDecisionSchema },
  },
});
