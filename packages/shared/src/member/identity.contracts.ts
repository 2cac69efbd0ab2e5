import { defineContract } from '../core/api-route.ts';
import { MyIdentityResponseSchema, VerifyIdentitySchema } from './identity.ts';
import { getMyIdentityRoute, verifyMyIdentityRoute } from './identity.routes.ts';

export const getMyIdentity = defineContract(getMyIdentityRoute, {
  schema: {
    tags: ['me'],
    summary: 'My verified identity (number masked), or null when not verified',
    response: { 200: MyIdentityResponseSchema },
  },
});

export const verifyMyIdentity = defineContract(verifyMyIdentityRoute, {
  schema: {
    tags: ['me'],
    summary:
      'Check my identity with the population registry (NVI KPSPublic); on a match it is kept encrypted',
    body: VerifyIdentitySchema,
    response: { 200: MyIdentityResponseSchema },
  },
  errorCodes: [
    'IDENTITY_MISMATCH',
    'IDENTITY_TAKEN',
    'IDENTITY_OTHER_NUMBER',
    'IDENTITY_REGISTRY_UNAVAILABLE',
    'IDENTITY_ATTEMPTS',
  ],
});
