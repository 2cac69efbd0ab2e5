import * as contracts from '@arsamezat/shared/admin/admin-contact.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/**
 * The contact messages inbox under /api/admin. Registered inside the admin plugin, whose
 * `adminOnly` hook answers 401/403 before any of these run.
 */
export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.contactAdmin;

  route(app, contracts.listContactMessages, {
    handler: (request) => service.listMessages(request.query),
  });

  route(app, contracts.markContactMessage, {
    handler: (request) =>
      service.markMessage(requireAdmin(request).id, request.params.id, request.body.read),
  });
};
