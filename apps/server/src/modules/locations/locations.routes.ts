import * as contracts from '@arsamezat/shared/listings/locations.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

/** A day: the list changes with the package's data, that is with a deploy. */
const CACHE_SECONDS = 86_400;

/** The reference lists under /api (issue 30): one province's districts and neighbourhoods. */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.locations;

  route(app, contracts.getProvinceLocations, {
    handler: (request, reply) => {
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return service.getProvinceLocations(request.query.city);
    },
  });
};
