import {
  AdminUserDetailSchema,
  AdminUserIdParamsSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  BanUserSchema,
  UpdateUserRoleSchema,
  UserChangedResponseSchema,
} from '@arsamezat/shared/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/index.ts';

/**
 * /api/admin/users: the list, one member's records, role, ban and sign-in throttling. Registered inside the admin
 * plugin, whose `adminOnly` hook answers 401/403 before any of these run.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminUsers;

  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first, searched by name, phone or e-mail, filtered by chip',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersPageSchema },
      },
    },
    (request) => service.listUsers(request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      config: { errorCodes: ['USER_NOT_FOUND'] },
      schema: {
        tags: ['admin'],
        summary: "One account: profile, sign-ins, and the member's deposits, bids and offers",
        params: AdminUserIdParamsSchema,
        response: { 200: AdminUserDetailSchema },
      },
    },
    (request) => service.getUser(request.params.id),
  );

  app.patch(
    '/admin/users/:id/role',
    {
      config: {
        errorCodes: [
          'USER_NOT_FOUND',
          'USER_DELETED',
          'USER_BANNED',
          'CANNOT_DEMOTE_SELF',
          'LAST_ADMIN',
        ],
      },
      schema: {
        tags: ['admin'],
        summary: 'Make an account admin or user (never yourself, never the last admin), audited',
        params: AdminUserIdParamsSchema,
        body: UpdateUserRoleSchema,
        response: { 200: UserChangedResponseSchema },
      },
    },
    (request) => service.changeRole(requireAdmin(request).id, request.params.id, request.body.role),
  );

  app.post(
    '/admin/users/:id/ban',
    {
      config: {
        errorCodes: ['USER_NOT_FOUND', 'USER_DELETED', 'CANNOT_BAN_ADMIN', 'BAN_UNTIL_PAST'],
      },
      schema: {
        tags: ['admin'],
        summary: 'Ban a member until a moment or indefinitely; their sessions end at once',
        params: AdminUserIdParamsSchema,
        body: BanUserSchema,
        response: { 200: UserChangedResponseSchema },
      },
    },
    (request) => service.banUser(requireAdmin(request).id, request.params.id, request.body),
  );

  app.delete(
    '/admin/users/:id/ban',
    {
      config: { errorCodes: ['USER_NOT_FOUND', 'USER_DELETED'] },
      schema: {
        tags: ['admin'],
        summary: 'Lift a ban: the member may sign in again',
        params: AdminUserIdParamsSchema,
        response: { 200: UserChangedResponseSchema },
      },
    },
    (request) => service.unbanUser(requireAdmin(request).id, request.params.id),
  );

  app.delete(
    '/admin/users/:id/sign-in-throttle',
    {
      config: { errorCodes: ['USER_NOT_FOUND', 'USER_DELETED'] },
      schema: {
        tags: ['admin'],
        summary:
          "Forget the failed sign-ins of the account's phone: its password alone signs in again",
        params: AdminUserIdParamsSchema,
        response: { 200: UserChangedResponseSchema },
      },
    },
    (request) => service.clearSignInThrottle(requireAdmin(request).id, request.params.id),
  );
};
