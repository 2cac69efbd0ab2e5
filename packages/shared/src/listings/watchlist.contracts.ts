import { defineContract } from '../core/api-route.ts';
import { ListingIdParamsSchema } from './listings.ts';
import {
  WatchStatusSchema,
  WatchlistQuerySchema,
  WatchlistPageSchema,
  WatchedIdsSchema,
  SavedSearchListSchema,
  CreateSavedSearchSchema,
  SavedSearchResponseSchema,
  SavedSearchIdParamsSchema,
  UpdateSavedSearchSchema,
} from './watchlist.ts';
import {
  getWatchStatusRoute,
  watchRoute,
  unwatchRoute,
  getWatchlistRoute,
  getWatchedIdsRoute,
  listSavedSearchesRoute,
  createSavedSearchRoute,
  updateSavedSearchRoute,
  deleteSavedSearchRoute,
} from './watchlist.routes.ts';

const tags = ['watchlist'];

export const getWatchStatus = defineContract(getWatchStatusRoute, {
  errorCodes: ['NOT_FOUND'],
  schema: {
    tags,
    summary: 'How many people follow a listing, and whether I do (false for a guest)',
    params: ListingIdParamsSchema,
    response: { 200: WatchStatusSchema },
  },
});

export const watch = defineContract(watchRoute, {
  errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND'],
  schema: {
    tags,
    summary: 'Follow a listing (again is the same)',
    params: ListingIdParamsSchema,
    response: { 200: WatchStatusSchema },
  },
});

export const unwatch = defineContract(unwatchRoute, {
  errorCodes: ['UNAUTHENTICATED', 'NOT_FOUND'],
  schema: {
    tags,
    summary: 'Stop following a listing',
    params: ListingIdParamsSchema,
    response: { 200: WatchStatusSchema },
  },
});

export const getWatchlist = defineContract(getWatchlistRoute, {
  errorCodes: ['UNAUTHENTICATED'],
  schema: {
    tags,
    summary: 'The listings I follow, the latest followed first, twelve a page',
    querystring: WatchlistQuerySchema,
    response: { 200: WatchlistPageSchema },
  },
});

export const getWatchedIds = defineContract(getWatchedIdsRoute, {
  errorCodes: ['UNAUTHENTICATED'],
  schema: {
    tags,
    summary: 'The ids of the listings I follow (up to 1000, latest first)',
    response: { 200: WatchedIdsSchema },
  },
});

export const listSavedSearches = defineContract(listSavedSearchesRoute, {
  errorCodes: ['UNAUTHENTICATED'],
  schema: {
    tags,
    summary: 'My saved searches, newest first',
    response: { 200: SavedSearchListSchema },
  },
});

export const createSavedSearch = defineContract(createSavedSearchRoute, {
  errorCodes: ['UNAUTHENTICATED', 'SAVED_SEARCH_LIMIT'],
  schema: {
    tags,
    summary: 'Save the current browse filters under a name',
    body: CreateSavedSearchSchema,
    response: { 201: SavedSearchResponseSchema },
  },
});

export const updateSavedSearch = defineContract(updateSavedSearchRoute, {
  errorCodes: ['UNAUTHENTICATED', 'SAVED_SEARCH_NOT_FOUND'],
  schema: {
    tags,
    summary: 'Rename a saved search or change how often it tells me',
    params: SavedSearchIdParamsSchema,
    body: UpdateSavedSearchSchema,
    response: { 200: SavedSearchResponseSchema },
  },
});

export const deleteSavedSearch = defineContract(deleteSavedSearchRoute, {
  errorCodes: ['UNAUTHENTICATED', 'SAVED_SEARCH_NOT_FOUND'],
  schema: {
    tags,
    summary: 'Delete a saved search',
    params: SavedSearchIdParamsSchema,
  },
});
