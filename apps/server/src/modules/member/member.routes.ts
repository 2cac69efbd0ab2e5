import {
  DashboardSchema,
  MemberPageQuerySchema,
  MyBidsPageSchema,
  MyBidsQuerySchema,
  MyDepositsPageSchema,
  MyOffersPageSchema,
  MyWinsPageSchema,
} from '@arsamezat/shared/member-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';

/**
 * The member's dashboard and records under /api/me: every route needs a session and answers
 * only the caller's own rows, newest first, ten a page.
 */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.member;
  const tags = ['me'];

  app.get(
    '/me/dashboard',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'My dashboard: stats, latest 5 bids, my active and upcoming listings',
        response: { 200: DashboardSchema },
      },
    },
    (request) => service.getDashboard(requireUser(request).id),
  );

  app.get(
    '/me/bids',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'All my bids, filterable by phase and outcome',
        querystring: MyBidsQuerySchema,
        response: { 200: MyBidsPageSchema },
      },
    },
    (request) => service.getBids(requireUser(request).id, request.query),
  );

  app.get(
    '/me/deposits',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'My deposits with refund dates and the receipt of each completed payment',
        querystring: MemberPageQuerySchema,
        response: { 200: MyDepositsPageSchema },
      },
    },
    (request) => service.getDeposits(requireUser(request).id, request.query.page),
  );

  app.get(
    '/me/offers',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'My offers on offer listings',
        querystring: MemberPageQuerySchema,
        response: { 200: MyOffersPageSchema },
      },
    },
    (request) => service.getOffers(requireUser(request).id, request.query.page),
  );

  app.get(
    '/me/wins',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Auctions I won and offers of mine that were accepted',
        querystring: MemberPageQuerySchema,
        response: { 200: MyWinsPageSchema },
      },
    },
    (request) => service.getWins(requireUser(request).id, request.query.page),
  );
};
