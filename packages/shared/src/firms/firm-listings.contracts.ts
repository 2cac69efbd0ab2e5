import { z } from 'zod';
import { ImageOrderSchema, ListingImagesSchema } from '../admin/admin-listing-images.ts';
import { defineContract } from '../core/api-route.ts';
import {
  ListingDocumentParamsSchema,
  ListingDocumentsSchema,
} from '../listings/listing-documents.ts';
import {
  FirmListingDetailSchema,
  FirmListingIdParamsSchema,
  FirmListingImageParamsSchema,
  FirmListingInputSchema,
  FirmListingsPageSchema,
  FirmListingsQuerySchema,
} from './firm-listings.ts';
import {
  addFirmListingImagesRoute,
  createFirmListingRoute,
  deleteFirmListingRoute,
  getFirmListingRoute,
  listFirmListingsRoute,
  removeFirmListingDocumentRoute,
  removeFirmListingImageRoute,
  reorderFirmListingImagesRoute,
  submitFirmListingRoute,
  updateFirmListingRoute,
  uploadFirmListingDocumentRoute,
  withdrawFirmListingRoute,
} from './firm-listings.routes.ts';

const tags = ['firm'];
const FIRM = ['FIRM_REQUIRED'] as const;
const APPROVED = ['FIRM_REQUIRED', 'FIRM_NOT_APPROVED'] as const;

export const listFirmListings = defineContract(listFirmListingsRoute, {
  errorCodes: [...FIRM],
  schema: {
    tags,
    summary: "The firm's listings of one tab (20 a page), every tab's count and the credits left",
    querystring: FirmListingsQuerySchema,
    response: { 200: FirmListingsPageSchema },
  },
});

export const getFirmListing = defineContract(getFirmListingRoute, {
  errorCodes: [...FIRM, 'NOT_FOUND'],
  schema: {
    tags,
    summary: "One of the firm's listings with its images and documents (another firm's: 404)",
    params: FirmListingIdParamsSchema,
    response: { 200: FirmListingDetailSchema },
  },
});

export const createFirmListing = defineContract(createFirmListingRoute, {
  errorCodes: [...APPROVED],
  schema: {
    tags,
    summary: 'A new draft listing of the firm (money in kuruş; no deposit, set at approval)',
    body: FirmListingInputSchema,
    response: { 201: FirmListingDetailSchema },
  },
});

export const updateFirmListing = defineContract(updateFirmListingRoute, {
  errorCodes: [...APPROVED, 'NOT_FOUND', 'FIRM_LISTING_LOCKED'],
  schema: {
    tags,
    summary: 'Replace a draft or returned listing with the whole form',
    params: FirmListingIdParamsSchema,
    body: FirmListingInputSchema,
    response: { 200: FirmListingDetailSchema },
  },
});

export const deleteFirmListing = defineContract(deleteFirmListingRoute, {
  errorCodes: [...FIRM, 'NOT_FOUND', 'FIRM_LISTING_NOT_DRAFT'],
  schema: {
    tags,
    summary: 'Delete a draft with its images and documents',
    params: FirmListingIdParamsSchema,
    response: { 204: z.null() },
  },
});

export const submitFirmListing = defineContract(submitFirmListingRoute, {
  errorCodes: [
    ...APPROVED,
    'NOT_FOUND',
    'FIRM_LISTING_LOCKED',
    'FIRM_LISTING_INCOMPLETE',
    'NO_LISTING_CREDIT',
  ],
  schema: {
    tags,
    summary: "'Onaya Gönder': reserve a listing credit and send the listing to the operator",
    params: FirmListingIdParamsSchema,
    response: { 200: FirmListingDetailSchema },
  },
});

export const withdrawFirmListing = defineContract(withdrawFirmListingRoute, {
  errorCodes: [...FIRM, 'NOT_FOUND', 'FIRM_LISTING_NOT_SUBMITTED'],
  schema: {
    tags,
    summary: "'Onaydan Geri Çek': back to draft, the reserved credit given back",
    params: FirmListingIdParamsSchema,
    response: { 200: FirmListingDetailSchema },
  },
});

export const addFirmListingImages = defineContract(addFirmListingImagesRoute, {
  errorCodes: [
    ...APPROVED,
    'NOT_FOUND',
    'FIRM_LISTING_LOCKED',
    'NO_FILES',
    'TOO_MANY_FILES',
    'TOO_MANY_IMAGES',
    'UNSUPPORTED_IMAGE',
    'UNREADABLE_IMAGE',
    'IMAGE_TOO_LARGE',
    'STORAGE_FAILED',
  ],
  schema: {
    tags,
    summary:
      'Add images to a draft (multipart/form-data, up to 10 files of 10 MB; JPEG, PNG or WebP by content)',
    consumes: ['multipart/form-data'],
    params: FirmListingIdParamsSchema,
    response: { 200: ListingImagesSchema },
  },
});

export const removeFirmListingImage = defineContract(removeFirmListingImageRoute, {
  errorCodes: [...APPROVED, 'NOT_FOUND', 'FIRM_LISTING_LOCKED', 'IMAGE_NOT_FOUND'],
  schema: {
    tags,
    summary: "Remove one of a draft's images",
    params: FirmListingImageParamsSchema,
    response: { 200: ListingImagesSchema },
  },
});

export const reorderFirmListingImages = defineContract(reorderFirmListingImagesRoute, {
  errorCodes: [...APPROVED, 'NOT_FOUND', 'FIRM_LISTING_LOCKED'],
  schema: {
    tags,
    summary: "Put a draft's images in a new order (every image id, first is cover)",
    params: FirmListingIdParamsSchema,
    body: ImageOrderSchema,
    response: { 200: ListingImagesSchema },
  },
});

export const uploadFirmListingDocument = defineContract(uploadFirmListingDocumentRoute, {
  errorCodes: [
    ...APPROVED,
    'NOT_FOUND',
    'FIRM_LISTING_LOCKED',
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
      'Attach a document to a draft (multipart/form-data: kind = tapu|imar|sartname|diger|yetki_belgesi, one PDF or image of at most 10 MB)',
    consumes: ['multipart/form-data'],
    params: FirmListingIdParamsSchema,
    response: { 200: ListingDocumentsSchema },
  },
});

export const removeFirmListingDocument = defineContract(removeFirmListingDocumentRoute, {
  errorCodes: [...APPROVED, 'NOT_FOUND', 'FIRM_LISTING_LOCKED', 'DOCUMENT_NOT_FOUND'],
  schema: {
    tags,
    summary: "Remove one of a draft's documents",
    params: ListingDocumentParamsSchema,
    response: { 200: ListingDocumentsSchema },
  },
});
