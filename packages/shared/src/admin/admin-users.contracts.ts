import { defineContract } from '../core/api-route.ts';
import {
  AdminUsersQuerySchema,
  AdminUsersPageSchema,
  AdminUserIdParamsSchema,
  AdminUserDetailSchema,
  UpdateUserRoleSchema,
  UserChangedResponseSchema,
  BanUserSchema,
} from './admin-users.ts';
import {
  listUsersRoute,
  getUserRoute,
  changeRoleRoute,
  banUserRoute,
  unbanUserRoute,
  clearSignInThrottleRoute,
} from './admin-users.routes.ts';

export const listUsers = defineContract(listUsersRoute, {
  schema: {
    tags: ['admin'],
    summary: 'Accounts, newest first, searched by name, phone or e-mail, filtered by chip',
    querystring: AdminUsersQuerySchema,
    response: { 200: AdminUsersPageSchema },
  },
});

export const getUser = defineContract(getUserRoute, {
  errorCodes: ['USER_NOT_FOUND'],
  schema: {
    tags: ['admin'],
    summary: "One account: profile, sign-ins, and the member's deposits, bids and offers",
    params: AdminUserIdParamsSchema,
    response: { 200: AdminUserDetailSchema },
  },
});

export const changeRole = defineContract(changeRoleRoute, {
  errorCodes: ['USER_NOT_FOUND', 'USER_DELETED', 'USER_BANNED', 'CANNOT_DEMOTE_SELF', 'LAST_ADMIN'],
  schema: {
    tags: ['admin'],
    summary: 'Make an account admin or user (never yourself, never the last admin), audited',
    params: AdminUserIdParamsSchema,
    body: UpdateUserRoleSchema,
    response: { 200: UserChangedResponseSchema },
  },
});

export const banUser = defineContract(banUserRoute, {
  errorCodes: ['USER_NOT_FOUND', 'USER_DELETED', 'CANNOT_BAN_ADMIN', 'BAN_UNTIL_PAST'],
  schema: {
    tags: ['admin'],
    summary: 'Ban a member until a moment or indefinitely; their sessions end at once',
    params: AdminUserIdParamsSchema,
    body: BanUserSchema,
    response: { 200: UserChangedResponseSchema },
  },
});

export const unbanUser = defineContract(unbanUserRoute, {
  errorCodes: ['USER_NOT_FOUND', 'USER_DELETED'],
  schema: {
    tags: ['admin'],
    summary: 'Lift a ban: the member may sign in again',
    params: AdminUserIdParamsSchema,
    response: { 200: UserChangedResponseSchema },
  },
});

export const clearSignInThrottle = defineContract(clearSignInThrottleRoute, {
  errorCodes: ['USER_NOT_FOUND', 'USER_DELETED'],
  schema: {
    tags: ['admin'],
    summary: "Forget the failed sign-ins of the account's phone: its password alone signs in again",
    params: AdminUserIdParamsSchema,
    response: { 200: UserChangedResponseSchema },
  },
});
