import * as contracts from '@arsamezat/shared/admin/admin-firms.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { contentDisposition } from '../documents/index.ts';
import { route } from '../../lib/route.ts';

/**
 * The operator's 'Firmalar' under /api/admin/firms: registered inside the admin plugin, whose
 * `adminOnly` hook answers 401/403 before any of these run.
 */
export const adminFirmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.firmsAdmin;

  route(app, contracts.listAdminFirms, {
    handler: (request) => service.list(request.query),
  });

  route(app, contracts.getAdminFirm, {
    handler: (request) => service.get(request.params.id),
  });

  route(app, contracts.downloadFirmDocument, {
    handler: async (request, reply) => {
      const actor = requireAdmin(request);
      const file = await service.download(actor.id, request.params.id, request.params.documentId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });

  route(app, contracts.approveFirm, {
    handler: (request) =>
      service.decide(requireAdmin(request).id, request.params.id, 'approve', null),
  });

  route(app, contracts.requestFirmDocuments, {
    handler: (request) =>
      service.decide(
        requireAdmin(request).id,
        request.params.id,
        'request-documents',
        request.body.reason,
      ),
  });

  route(app, contracts.rejectFirm, {
    handler: (request) =>
      service.decide(requireAdmin(request).id, request.params.id, 'reject', request.body.reason),
  });

  route(app, contracts.suspendFirm, {
    handler: (request) =>
      service.decide(requireAdmin(request).id, request.params.id, 'suspend', request.body.reason),
  });

  route(app, contracts.reinstateFirm, {
    handler: (request) =>
      service.decide(requireAdmin(request).id, request.params.id, 'reinstate', null),
  });
};
