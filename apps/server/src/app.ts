import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LISTING_IMAGE_LIMITS } from '@arsamezat/shared/admin/admin-listing-images';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config/env.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import type { Database } from './db/client.ts';
import { createDrain } from './lib/drain.ts';
import { loggerOptions } from './logger.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { bidsRoutes } from './modules/bids/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { depositsRoutes } from './modules/deposits/index.ts';
import { firmPackagesRoutes } from './modules/listing-packages/index.ts';
import { devRoutes } from './modules/dev/index.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { firmsRoutes } from './modules/firms/index.ts';
import { eventsRoutes } from './modules/events/index.ts';
import { salesRoutes } from './modules/sales/index.ts';
import { firmListingsRoutes } from './modules/firm-listings/index.ts';
import { firmParcelRoutes } from './modules/parcels/index.ts';
import { identityRoutes } from './modules/identity/index.ts';
import { listingPageRoutes, listingsRoutes } from './modules/listings/index.ts';
import { firmPagesRoutes } from './modules/firm-pages/index.ts';
import { locationsRoutes } from './modules/locations/index.ts';
import { createRateLimits } from './modules/limits/index.ts';
import { memberInvoicesRoutes } from './modules/invoices/index.ts';
import { memberRoutes } from './modules/member/index.ts';
import {
  notificationsRoutes,
  pushSubscriptionsRoutes,
  unsubscribeRoutes,
} from './modules/notifications/index.ts';
import { meRoutes } from './modules/me/index.ts';
import { offersRoutes } from './modules/offers/index.ts';
import { firmActivityRoutes } from './modules/firm-activity/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { saleDocumentsRoutes } from './modules/sale-documents/index.ts';
import { saleDefaultRoutes } from './modules/sales/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { metricsRoutes, watchGauges } from './modules/metrics/index.ts';
import { watchlistRoutes } from './modules/watchlist/index.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerDuplicateSlashGuard } from './plugins/duplicate-slashes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerHttpMetrics } from './plugins/http-metrics.ts';
import {
  answerClientError,
  answerFrameworkError,
  registerClosingRefusal,
} from './plugins/framework-errors.ts';
import { sharedRateLimitStore } from './plugins/rate-limit-store.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSession } from './plugins/session.ts';
import { registerSpa } from './plugins/spa.ts';
import { createSsrDataSource, createSsrMemberReads, loadSsrEntry } from './plugins/ssr.ts';
import { createObservability } from './observability.ts';
import {
  createProviders,
  createServices,
  type AppDeps,
  type ProviderOverrides,
} from './services.ts';
import type { SsrEntry } from '@arsamezat/shared/site/ssr';
import '@arsamezat/shared/core/zod-locale';

/** Configuration and database, plus any provider to use instead of the configured one. */
export type BuildAppOptions = ProviderOverrides & {
  config: Config;
  database: Database;
  /** Where the built web app is; defaults to apps/web/dist. */
  webDistDir?: string;
  /**
   * The web app's server entry (decision 041); defaults to the built apps/web/dist-ssr one when
   * the default web app is served, else none (every page is then the client-rendered shell).
   */
  ssrEntry?: SsrEntry | null;
  /** A pino destination; tests pass one to read what was logged. */
  logStream?: DestinationStream;
};

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultSsrDist = fileURLToPath(new URL('../../web/dist-ssr', import.meta.url));
const REQUEST_ID = /^[\w.-]{1,64}$/;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Fastify would take any `x-request-id` as it came (it calls genReqId only without one):
    // off, so genReqId sees every request and keeps an incoming id only when short and safe.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Our own 503 in the error contract (registerClosingRefusal), not Fastify's English one.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The composition root (services.ts): providers and services, built once for this app.
  const observability = createObservability(new Date());
  const base = { config, database, db: database.db, log: app.log, ...observability };
  const providers = createProviders(base, options);
  // Every security limit's counters, in the database and shared by all instances (decision 016).
  const limits = createRateLimits({ db: database.db, clock: providers.clock });
  const deps: AppDeps = { ...base, ...providers, limits, drain: createDrain() };
  app.decorate('deps', deps);
  app.decorate('services', createServices(deps));
  // /metrics (decision 088): the gauges read when scraped, and every request's duration.
  watchGauges(deps.metrics, { database, openStreams: () => app.services.streamSlots.open });
  registerHttpMetrics(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerClosingRefusal(app);
  registerDuplicateSlashGuard(app);
  await registerSecurityHeaders(app, config);
  // Before every route: pages, JSON and un-precompressed assets leave compressed (issue 14).
  await registerCompression(app);
  await app.register(cookie);
  // Image uploads (admin listing images); every other body stays JSON under the 64 KB limit.
  await app.register(multipart, {
    limits: {
      fileSize: LISTING_IMAGE_LIMITS.maxBytes,
      files: LISTING_IMAGE_LIMITS.maxFilesPerRequest,
      fields: 10,
      fieldSize: 1024,
      parts: LISTING_IMAGE_LIMITS.maxFilesPerRequest + 10,
      headerPairs: 100,
    },
  });
  registerCsrf(app, config);
  registerSession(app);
  // Per-address limits on the routes that name one, counted in the database (decision 016).
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(limits, providers.clock),
  });
  await registerApiDocs(app, config);
  await app.register(metricsRoutes);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(contactRoutes);
      await api.register(listingsRoutes);
      await api.register(firmPagesRoutes);
      await api.register(locationsRoutes);
      await api.register(authRoutes);
      await api.register(meRoutes);
      await api.register(identityRoutes);
      await api.register(memberRoutes);
      await api.register(memberInvoicesRoutes);
      await api.register(watchlistRoutes);
      await api.register(notificationsRoutes);
      await api.register(pushSubscriptionsRoutes);
      await api.register(unsubscribeRoutes);
      await api.register(devRoutes);
      await api.register(bidsRoutes);
      await api.register(offersRoutes);
      await api.register(firmActivityRoutes);
      await api.register(documentsRoutes);
      await api.register(firmsRoutes);
      await api.register(depositsRoutes);
      await api.register(paymentsRoutes);
      await api.register(firmPackagesRoutes);
      await api.register(saleDocumentsRoutes);
      await api.register(eventsRoutes);
      await api.register(adminRoutes);
      // Seller firms (issue 28): the firm's own listings.
      await api.register(firmListingsRoutes);
      await api.register(firmParcelRoutes);
      // Sales after the hammer (issue 29): one sale's page and steps, the member's and firm's lists.
      await api.register(salesRoutes);
      await api.register(saleDefaultRoutes);
    },
    { prefix: '/api' },
  );

  const ssrEntry =
    options.ssrEntry !== undefined
      ? options.ssrEntry
      : options.webDistDir === undefined
        ? await loadSsrEntry(defaultSsrDist)
        : null;
  await registerSpa(app, {
    webDistDir: options.webDistDir ?? defaultWebDist,
    ssr: ssrEntry
      ? { entry: ssrEntry, source: createSsrDataSource(app), member: createSsrMemberReads(app) }
      : null,
    sessionCookie: app.services.auth.sessions.cookieName,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    mapTilesFile: config.mapTiles,
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    defaultDescription: `${config.siteName}: Türkiye genelinde değerli arsalar için güvenli online ihale ve pazarlık platformu.`,
  });
  // Listing pages answer with their own title, description and preview image (after the SPA).
  await app.register(listingPageRoutes);

  app.addHook('onClose', async () => {
    await app.services.auth.background.drain();
    await deps.events.close();
    await deps.identity.close();
    await deps.parcels.close();
    await deps.invoices.close();
    await database.close();
  });
  return app;
}
