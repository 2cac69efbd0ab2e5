import * as contracts from '@arsamezat/shared/site/dev.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

/**
 * Development helpers. Never registered when NODE_ENV=production, so they answer 404 there.
 * GET /api/dev/outbox is how people and tests read the SMS codes and e-mails the `outbox`
 * providers stored instead of sending; POST /api/dev/sales/:id/deadline-passed makes a sale's
 * current step overdue, so a demo or a journey can show 'Temerrüt' without waiting 48 hours.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.isProduction) return;

  route(app, contracts.readDevOutbox, {
    handler: (request) => app.services.dev.readOutbox(request.query.to),
  });
  // A sale's deadlines are days long; demos and journeys pass one to show a default (issue 29).
  route(app, contracts.passDevSaleDeadline, {
    handler: (request) => app.services.dev.passSaleDeadline(request.params.id),
  });
};
