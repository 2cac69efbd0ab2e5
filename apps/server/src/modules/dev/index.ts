/** The dev module's face: the development outbox (messages not sent), never in production. */
export { createDevService } from './dev.service.ts';
export { devRoutes } from './dev.routes.ts';
