import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the listings read API lands (helper owns this module).
export const listingsRoutes: FastifyPluginAsyncZod = async () => {};
