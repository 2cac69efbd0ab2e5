import * as applicationContracts from '@arsamezat/shared/firms/firm-application.contracts';
import * as memberContracts from '@arsamezat/shared/firms/firm-members.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';
import { readApplicationUpload, readDocumentUpload } from './firm-uploads.ts';

/**
 * The member's 'Kurumsal Başvuru' (/api/firm-application) and the firm's users
 * (/api/firm/members): signed-in only; the firm is always the caller's own (issue 28).
 */
export const firmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = app.services.firmApplications;
  const members = app.services.firmMembers;

  route(app, applicationContracts.getMyFirmApplication, {
    onRequest: signedInOnly,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return applications.mine(requireUser(request).id);
    },
  });

  route(app, applicationContracts.submitFirmApplication, {
    onRequest: signedInOnly,
    config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    handler: async (request) => {
      const user = requireUser(request);
      return applications.apply(user.id, await readApplicationUpload(request));
    },
  });

  route(app, applicationContracts.addFirmApplicationDocument, {
    onRequest: signedInOnly,
    config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    handler: async (request) => {
      const user = requireUser(request);
      return applications.addDocument(user.id, await readDocumentUpload(request));
    },
  });

  route(app, memberContracts.listFirmMembers, {
    onRequest: signedInOnly,
    handler: (request) => members.list(requireUser(request).id),
  });

  route(app, memberContracts.addFirmMember, {
    onRequest: signedInOnly,
    handler: (request) => members.add(requireUser(request).id, request.body.phone),
  });

  route(app, memberContracts.removeFirmMember, {
    onRequest: signedInOnly,
    handler: (request) => members.remove(requireUser(request).id, request.params.id),
  });
};
