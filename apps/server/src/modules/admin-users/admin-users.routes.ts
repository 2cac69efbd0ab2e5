import * as contracts from '@arsamezat/shared/admin/admin-users.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/**
 * /api/admin/users: the list, one member's records, role, ban and sign-in throttling. Registered inside the admin
 * plugin, whose `adminOnly` hook answers 401/403 before any of these run.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminUsers;

  route(app, contracts.listUsers, {
    handler: (request) => service.listUsers(request.query),
  });

  route(app, contracts.getUser, {
    handler: (request) => service.getUser(request.params.id),
  });

  route(app, contracts.changeRole, {
    handler: (request) =>
      service.changeRole(requireAdmin(request).id, request.params.id, request.body.role),
  });

  route(app, contracts.banUser, {
    handler: (request) =>
      service.banUser(requireAdmin(request).id, request.params.id, request.body),
  });

  route(app, contracts.unbanUser, {
    handler: (request) => service.unbanUser(requireAdmin(request).id, request.params.id),
  });

  route(app, contracts.clearSignInThrottle, {
    handler: (request) => service.clearSignInThrottle(requireAdmin(request).id, request.params.id),
  });
};
