import * as contracts from '@arsamezat/shared/firms/firm-listings.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { readDocumentUpload } from '../documents/index.ts';
import { readUploadedFiles } from '../uploads/index.ts';
import { route } from '../../lib/route.ts';

/**
 * /api/firm/listings: a seller firm's own listings (issue 28). Signed in, then the service asks
 * the member's firm on every call (403 FIRM_REQUIRED for a member of none).
 */
export const firmListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.firmListings;
  // A guest is refused before the body is read or checked.
  app.addHook('onRequest', signedInOnly);

  route(app, contracts.listFirmListings, {
    handler: (request) => service.listListings(requireUser(request).id, request.query),
  });

  route(app, contracts.getFirmListing, {
    handler: (request) => service.getListing(requireUser(request).id, request.params.id),
  });

  route(app, contracts.createFirmListing, {
    handler: async (request, reply) => {
      const listing = await service.createListing(requireUser(request).id, request.body);
      return reply.status(201).send(listing);
    },
  });

  route(app, contracts.updateFirmListing, {
    handler: (request) =>
      service.updateListing(requireUser(request).id, request.params.id, request.body),
  });

  route(app, contracts.deleteFirmListing, {
    handler: async (request, reply) => {
      await service.deleteListing(requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  route(app, contracts.submitFirmListing, {
    handler: (request) => service.submitListing(requireUser(request).id, request.params.id),
  });

  route(app, contracts.withdrawFirmListing, {
    handler: (request) => service.withdrawListing(requireUser(request).id, request.params.id),
  });

  route(app, contracts.addFirmListingImages, {
    handler: (request) =>
      service.addImages(requireUser(request).id, request.params.id, () =>
        readUploadedFiles(request),
      ),
  });

  route(app, contracts.removeFirmListingImage, {
    handler: (request) =>
      service.removeImage(requireUser(request).id, request.params.id, request.params.imageId),
  });

  route(app, contracts.reorderFirmListingImages, {
    handler: (request) =>
      service.reorderImages(requireUser(request).id, request.params.id, request.body.imageIds),
  });

  route(app, contracts.uploadFirmListingDocument, {
    handler: (request) =>
      service.uploadDocument(requireUser(request).id, request.params.id, () =>
        readDocumentUpload(request),
      ),
  });

  route(app, contracts.removeFirmListingDocument, {
    handler: (request) =>
      service.removeDocument(requireUser(request).id, request.params.id, request.params.documentId),
  });
};
