import { defineContract } from '../core/api-route.ts';
import { AdminIdentitySchema, ResetIdentitySchema } from './admin-identity.ts';
import { getUserIdentityRoute, resetUserIdentityRoute } from './admin-identity.routes.ts';
import { AdminUserIdParamsSchema } from './admin-users.ts';

export const getUserIdentity = defineContract(getUserIdentityRoute, {
  schema: {
    tags: ['admin'],
    summary: "A member's identity verification: status, date, attempts, the number masked",
    params: AdminUserIdParamsSchema,
    response: { 200: AdminIdentitySchema },
  },
  errorCodes: ['USER_NOT_FOUND'],
});

export const resetUserIdentity = defineContract(resetUserIdentityRoute, {
  schema: {
    tags: ['admin'],
    summary: "Remove a member's verified identity (audited with the reason); they verify again",
    params: AdminUserIdParamsSchema,
    body: ResetIdentitySchema,
    response: { 200: AdminIdentitySchema },
  },
  errorCodes: ['USER_NOT_FOUND', 'IDENTITY_NOT_VERIFIED'],
});
