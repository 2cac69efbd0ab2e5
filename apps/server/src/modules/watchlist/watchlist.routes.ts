import { ListingIdParamsSchema } from '@arsamezat/shared/listings';
import {
  CreateSavedSearchSchema,
  SavedSearchIdParamsSchema,
  SavedSearchListSchema,
  SavedSearchResponseSchema,
  UpdateSavedSearchSchema,
  WatchedIdsSchema,
  WatchlistPageSchema,
  WatchlistQuerySchema,
  WatchStatusSchema,
} from '@arsamezat/shared/watchlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../auth/index.ts';

/**
 * Following listings and saving searches. The follower count of a listing is public; who
 * follows what, and every saved search, is only its owner's.
 */
export const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.watchlist;
  const tags = ['watchlist'];

  app.get(
    '/listings/:id/watch',
    {
      config: { errorCodes: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'How many people follow a listing, and whether I do (false for a guest)',
        params: ListingIdParamsSchema,
        response: { 200: WatchStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getWatchStatus(request.user?.id, request.params.id);
    },
  );

  app.put(
    '/listings/:id/watch',
    {
      config: { errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND'] },
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Follow a listing (again is the same)',
        params: ListingIdParamsSchema,
        response: { 200: WatchStatusSchema },
      },
    },
    (request) => service.watch(requireUser(request).id, request.params.id),
  );

  app.delete(
    '/listings/:id/watch',
    {
      config: { errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND'] },
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Stop following a listing',
        params: ListingIdParamsSchema,
        response: { 200: WatchStatusSchema },
      },
    },
    (request) => service.unwatch(requireUser(request).id, request.params.id),
  );

  app.get(
    '/me/watchlist',
    {
      config: { errorCodes: ['UNAUTHENTICATED'] },
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'The listings I follow, the latest followed first, twelve a page',
        querystring: WatchlistQuerySchema,
        response: { 200: WatchlistPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getWatchlist(requireUser(request).id, request.query.page);
    },
  );

  app.get(
    '/me/watchlist/ids',
    {
      config: { errorCodes: ['UNAUTHENTICATED'] },
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'The ids of the listings I follow (up to 1000, latest first)',
        response: { 200: WatchedIdsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ids: await service.getWatchedIds(requireUser(request).id) };
    },
  );

  app.get(
    '/me/saved-searches',
    {
      config: { errorCodes: ['UNAUTHENTICATED'] },
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'My saved searches, newest first',
        response: { 200: SavedSearchListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await service.listSavedSearches(requireUser(request).id) };
    },
  );

  app.post(
    '/me/saved-searches',
    {
      config: { errorCodes: ['UNAUTHENTICATED', 'SAVED_SEARCH_LIMIT'] },
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Save the current browse filters under a name',
        body: CreateSavedSearchSchema,
        response: { 201: SavedSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const search = await service.createSavedSearch(requireUser(request).id, request.body);
      return reply.status(201).send({ search });
    },
  );

  app.patch(
    '/me/saved-searches/:id',
    {
      config: { errorCodes: ['UNAUTHENTICATED', 'SAVED_SEARCH_NOT_FOUND'] },
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Rename a saved search or change how often it tells me',
        params: SavedSearchIdParamsSchema,
        body: UpdateSavedSearchSchema,
        response: { 200: SavedSearchResponseSchema },
      },
    },
    async (request) => ({
      search: await service.updateSavedSearch(
        requireUser(request).id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/me/saved-searches/:id',
    {
      config: { errorCodes: ['UNAUTHENTICATED', 'SAVED_SEARCH_NOT_FOUND'] },
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: SavedSearchIdParamsSchema,
      },
    },
    async (request, reply) => {
      await service.deleteSavedSearch(requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
