import * as contracts from '@arsamezat/shared/member/member.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/**
 * The member's dashboard and records under /api/me: every route needs a session and answers
 * only the caller's own rows, newest first, ten a page.
 */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.member;

  route(app, contracts.getDashboard, {
    onRequest: signedInOnly,
    handler: (request) => service.getDashboard(requireUser(request).id),
  });

  route(app, contracts.getMemberBids, {
    onRequest: signedInOnly,
    handler: (request) => service.getBids(requireUser(request).id, request.query),
  });

  route(app, contracts.getMemberDeposits, {
    onRequest: signedInOnly,
    handler: (request) => service.getDeposits(requireUser(request).id, request.query.page),
  });

  route(app, contracts.getMemberOffers, {
    onRequest: signedInOnly,
    handler: (request) => service.getOffers(requireUser(request).id, request.query.page),
  });

  route(app, contracts.getMemberWins, {
    onRequest: signedInOnly,
    handler: (request) => service.getWins(requireUser(request).id, request.query.page),
  });
};
