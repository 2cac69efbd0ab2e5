import { defineContract } from '../core/api-route.ts';
import { AdminListingIdParamsSchema } from './admin-listings.ts';
import { ListingImagesSchema, ImageOrderSchema } from './admin-listing-images.ts';
import { AdminListingImageParamsSchema } from './admin-listing-queries.ts';
import {
  addImagesRoute,
  removeImageRoute,
  reorderImagesRoute,
} from './admin-listing-images.routes.ts';

const tags = ['admin'];

export const addImages = defineContract(addImagesRoute, {
  errorCodes: [
    'NOT_FOUND',
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
      'Add images (multipart/form-data, up to 10 files of 10 MB; JPEG, PNG or WebP by content)',
    consumes: ['multipart/form-data'],
    params: AdminListingIdParamsSchema,
    response: { 200: ListingImagesSchema },
  },
});

export const removeImage = defineContract(removeImageRoute, {
  errorCodes: ['NOT_FOUND', 'IMAGE_NOT_FOUND'],
  schema: {
    tags,
    summary: 'Remove one image (its files are deleted after the change is saved)',
    params: AdminListingImageParamsSchema,
    response: { 200: ListingImagesSchema },
  },
});

export const reorderImages = defineContract(reorderImagesRoute, {
  errorCodes: ['NOT_FOUND'],
  schema: {
    tags,
    summary: 'Put the images in a new order: every image id of the listing, first is cover',
    params: AdminListingIdParamsSchema,
    body: ImageOrderSchema,
    response: { 200: ListingImagesSchema },
  },
});
