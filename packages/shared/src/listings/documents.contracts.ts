import { defineContract } from '../core/api-route.ts';
import { ListingIdParamsSchema } from './listings.ts';
import { ListingDocumentsSchema, ListingDocumentParamsSchema } from './listing-documents.ts';
import { listListingDocumentsRoute, downloadListingDocumentRoute } from './documents.routes.ts';

const tags = ['documents'];

export const listListingDocuments = defineContract(listListingDocumentsRoute, {
  errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND'],
  schema: {
    tags,
    summary: "The listing's documents (title deed, zoning, sale terms, other); members only",
    params: ListingIdParamsSchema,
    response: { 200: ListingDocumentsSchema },
  },
});

export const downloadListingDocument = defineContract(downloadListingDocumentRoute, {
  errorCodes: ['UNAUTHENTICATED', 'DOCUMENT_NOT_FOUND'],
  schema: {
    tags,
    summary: 'Download one document (attachment); each download is logged',
    params: ListingDocumentParamsSchema,
  },
});
