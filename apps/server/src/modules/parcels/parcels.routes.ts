import * as contracts from '@arsamezat/shared/listings/parcel-lookup.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly, requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/** Each lookup may cost a request of the registry's quota: a person asks a few a minute. */
const lookupLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** 'Parseli Getir' for the operator's listing form (mounted inside the admin plugin). */
export const adminParcelRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, contracts.adminParcelLookup, {
    onRequest: adminOnly,
    config: lookupLimit,
    handler: (request) => app.services.parcels.lookup(request.body),
  });
};

/** 'Parseli Getir' for a seller firm's listing form: members of a firm only. */
export const firmParcelRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, contracts.firmParcelLookup, {
    onRequest: signedInOnly,
    config: lookupLimit,
    handler: (request) => app.services.parcels.lookupForFirm(requireUser(request).id, request.body),
  });
};
