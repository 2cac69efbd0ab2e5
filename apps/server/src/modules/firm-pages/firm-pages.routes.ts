import * as contracts from '@arsamezat/shared/listings/firm-page.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

/** The public firm page's API under /api (issue 28). */
export const firmPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.firmPages;

  route(app, contracts.getFirmPage, {
    handler: (request) => service.getFirmPage(request.params.slug),
  });
};
