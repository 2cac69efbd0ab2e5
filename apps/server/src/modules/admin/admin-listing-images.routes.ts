import { ImageOrderSchema, ListingImagesSchema } from '@arsamezat/shared/admin-listing-images';
import { AdminListingIdParamsSchema } from '@arsamezat/shared/admin-listings';
import { AdminListingImageParamsSchema } from '@arsamezat/shared/admin-listing-queries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { readUploadedFiles } from '../uploads/index.ts';

/** /api/admin/listings/:id/images: upload (multipart, several files), remove, reorder. */
export const adminListingImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminListingImages;
  const tags = ['admin'];

  app.post(
    '/admin/listings/:id/images',
    {
      config: {
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
      },
      schema: {
        tags,
        summary:
          'Add images (multipart/form-data, up to 10 files of 10 MB; JPEG, PNG or WebP by content)',
        consumes: ['multipart/form-data'],
        params: AdminListingIdParamsSchema,
        response: { 200: ListingImagesSchema },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const files = await readUploadedFiles(request);
      return service.addImages(actor.id, request.params.id, files);
    },
  );

  app.delete(
    '/admin/listings/:id/images/:imageId',
    {
      config: { errorCodes: ['NOT_FOUND', 'IMAGE_NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Remove one image (its files are deleted after the change is saved)',
        params: AdminListingImageParamsSchema,
        response: { 200: ListingImagesSchema },
      },
    },
    (request) =>
      service.removeImage(requireAdmin(request).id, request.params.id, request.params.imageId),
  );

  app.put(
    '/admin/listings/:id/images/order',
    {
      config: { errorCodes: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Put the images in a new order: every image id of the listing, first is cover',
        params: AdminListingIdParamsSchema,
        body: ImageOrderSchema,
        response: { 200: ListingImagesSchema },
      },
    },
    (request) =>
      service.reorderImages(requireAdmin(request).id, request.params.id, request.body.imageIds),
  );
};
