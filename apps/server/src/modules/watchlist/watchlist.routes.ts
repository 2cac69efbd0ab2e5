import * as contracts from '@arsamezat/shared/listings/watchlist.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';
import { route } from '../../lib/route.ts';

/**
 * Following listings and saving searches. The follower count of a listing is public; who
 * follows what, and every saved search, is only its owner's.
 */
export const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.watchlist;

  route(app, contracts.getWatchStatus, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getWatchStatus(request.user?.id, request.params.id);
    },
  });

  route(app, contracts.watch, {
    onRequest: signedInOnly,
    handler: (request) => service.watch(requireUser(request).id, request.params.id),
  });

  route(app, contracts.unwatch, {
    onRequest: signedInOnly,
    handler: (request) => service.unwatch(requireUser(request).id, request.params.id),
  });

  route(app, contracts.getWatchlist, {
    onRequest: signedInOnly,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getWatchlist(requireUser(request).id, request.query.page);
    },
  });

  route(app, contracts.getWatchedIds, {
    onRequest: signedInOnly,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ids: await service.getWatchedIds(requireUser(request).id) };
    },
  });

  route(app, contracts.listSavedSearches, {
    onRequest: signedInOnly,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await service.listSavedSearches(requireUser(request).id) };
    },
  });

  route(app, contracts.createSavedSearch, {
    onRequest: signedInOnly,
    handler: async (request, reply) => {
      const search = await service.createSavedSearch(requireUser(request).id, request.body);
      return reply.status(201).send({ search });
    },
  });

  route(app, contracts.updateSavedSearch, {
    onRequest: signedInOnly,
    handler: async (request) => ({
      search: await service.updateSavedSearch(
        requireUser(request).id,
        request.params.id,
        request.body,
      ),
    }),
  });

  route(app, contracts.deleteSavedSearch, {
    onRequest: signedInOnly,
    handler: async (request, reply) => {
      await service.deleteSavedSearch(requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  });
};
