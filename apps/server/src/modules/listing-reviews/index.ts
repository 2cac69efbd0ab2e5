/**
 * The listing-reviews module's face (issue 28): the operator's review of firms' listings —
 * the queue, a review, approve (publish, use the credit, record the verification), return and
 * reject (give the credit back) — and its admin routes.
 */
export {
  createListingReviewService,
  type ListingReviewService,
} from './listing-reviews.service.ts';
export { adminListingReviewsRoutes } from './listing-reviews.routes.ts';
