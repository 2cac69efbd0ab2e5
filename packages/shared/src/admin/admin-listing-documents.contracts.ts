import { defineContract } from '../core/api-route.ts';
import { AdminListingIdParamsSchema } from './admin-listings.ts';
import {
  AdminListingDocumentsSchema,
  ListingDocumentsSchema,
  ListingDocumentParamsSchema,
} from '../listings/listing-documents.ts';
import {
  listAdminListingDocumentsRoute,
  uploadListingDocumentRoute,
  removeListingDocumentRoute,
} from './admin-listing-documents.routes.ts';

const tags = ['admin'];

export const listAdminListingDocuments = defineContract(listAdminListingDocumentsRoute, {
  errorCodes: ['NOT_FOUND'],
  schema: {
    tags,
    summary: "The listing's documents and who downloaded them (newest 100)",
    params: AdminListingIdParamsSchema,
    response: { 200: AdminListingDocumentsSchema },
  },
});

export const uploadListingDocument = defineContract(uploadListingDocumentRoute, {
  errorCodes: [
    'NOT_FOUND',
    'NO_DOCUMENT',
    'DOCUMENT_KIND_REQUIRED',
    'UNSUPPORTED_DOCUMENT',
    'DOCUMENT_TOO_LARGE',
    'TOO_MANY_DOCUMENTS',
    'STORAGE_FAILED',
  ],
  schema: {
    tags,
    summary:
      'Attach a document (multipart/form-data: kind = tapu|imar|sartname|diger, one file of at most 10 MB; PDF, JPEG, PNG or WebP by content)',
    consumes: ['multipart/form-data'],
    params: AdminListingIdParamsSchema,
    response: { 200: ListingDocumentsSchema },
  },
});

export const removeListingDocument = defineContract(removeListingDocumentRoute, {
  errorCodes: ['NOT_FOUND', 'DOCUMENT_NOT_FOUND'],
  schema: {
    tags,
    summary: 'Remove a document (its file is deleted after the change is saved)',
    params: ListingDocumentParamsSchema,
    response: { 200: ListingDocumentsSchema },
  },
});
