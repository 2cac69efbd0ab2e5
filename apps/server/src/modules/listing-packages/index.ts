/** The listing-packages module's face: packages, their purchase and the credits (issue 28). */
export { releaseListingCredit, reserveListingCredit, useListingCredit } from './listing-credits.ts';
