import * as contracts from '@arsamezat/shared/firms/firm-activity.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/**
 * A seller firm's follow page and its offer decisions, under /api/firm/listings/:id (issue 28).
 * A guest is refused before anything is read; the service asks the member's firm on each call.
 */
export const firmActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.firmActivity;

  route(app, contracts.getFirmListingActivity, {
    onRequest: signedInOnly,
    handler: (request) => service.getActivity(requireUser(request).id, request.params.id),
  });

  route(app, contracts.acceptFirmOffer, {
    onRequest: signedInOnly,
    handler: (request) =>
      service.acceptOffer(
        requireUser(request).id,
        request.params.id,
        request.params.offerId,
        request.body ?? {},
      ),
  });

  route(app, contracts.rejectFirmOffer, {
    onRequest: signedInOnly,
    handler: (request) =>
      service.rejectOffer(requireUser(request).id, request.params.id, request.params.offerId),
  });
};
