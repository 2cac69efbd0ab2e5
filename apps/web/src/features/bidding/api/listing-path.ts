/** The API path of one listing; the bidding feature's endpoints hang below it. */
export const listingPath = (listingId: string) => `/api/listings/${encodeURIComponent(listingId)}`;
