// Two path literals a web API function must not write: a string and a template.
declare const id: string;
export const betaUrl = '/api/beta';
export const betaItemUrl = `/api/beta/${id}/items`;
// Not API paths: a page path and a string that only mentions /api.
export const pagePath = '/auctions';
export const text = 'see /api';
