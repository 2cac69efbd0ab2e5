import * as contracts from '@arsamezat/shared/admin/admin-listing-images.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { readUploadedFiles } from '../uploads/index.ts';
import { route } from '../../lib/route.ts';

/** /api/admin/listings/:id/images: upload (multipart, several files), remove, reorder. */
export const adminListingImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminListingImages;

  route(app, contracts.addImages, {
    handler: async (request) => {
      const actor = requireAdmin(request);
      const files = await readUploadedFiles(request);
      return service.addImages(actor.id, request.params.id, files);
    },
  });

  route(app, contracts.removeImage, {
    handler: (request) =>
      service.removeImage(requireAdmin(request).id, request.params.id, request.params.imageId),
  });

  route(app, contracts.reorderImages, {
    handler: (request) =>
      service.reorderImages(requireAdmin(request).id, request.params.id, request.body.imageIds),
  });
};
