import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LISTING_IMAGE_LIMITS } from '@arsamezat/shared/admin-listing-images';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import { loggerOptions } from './logger.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bidsRoutes } from './modules/bids/bids.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { depositsRoutes } from './modules/deposits/deposits.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { createEventBus } from './modules/events/event-bus.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { listingPageRoutes, listingsRoutes } from './modules/listings/listings.routes.ts';
import { memberRoutes } from './modules/member/member.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSession } from './plugins/session.ts';
import { registerSpa } from './plugins/spa.ts';
import { createPaymentProvider } from './providers/payments/create-payment-provider.ts';
import type { PaymentProvider } from './providers/payments/payment-provider.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import type { Storage } from './providers/storage/storage.ts';
import '@arsamezat/shared/zod-locale';

/** Everything a route or service may depend on, built once per app. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  /** The server clock; tests pass a fixed one. Every rule about time reads this. */
  clock: () => Date;
  storage: Storage;
  /** Card payments with 3-D Secure: the sandbox simulator or iyzico (PAYMENT_PROVIDER). */
  payments: PaymentProvider;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  clock?: () => Date;
  storage?: Storage;
  payments?: PaymentProvider;
  /** Where the built web app is; defaults to apps/web/dist. */
  webDistDir?: string;
  /** A pino destination; tests pass one to read what was logged. */
  logStream?: DestinationStream;
};

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const REQUEST_ID = /^[\w.-]{1,64}$/;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    clock: options.clock ?? (() => new Date()),
    storage: options.storage ?? createStorage(config),
    payments: options.payments ?? createPaymentProvider(config, database.db, app.log),
  });
  // Live listing events across instances (PostgreSQL LISTEN/NOTIFY); see modules/events.
  app.decorate('listingEvents', createEventBus({ database, log: app.log }));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
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
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: `${config.siteName} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(contactRoutes);
      await api.register(listingsRoutes);
      await api.register(authRoutes);
      await api.register(meRoutes);
      await api.register(memberRoutes);
      await api.register(devRoutes);
      await api.register(bidsRoutes);
      await api.register(offersRoutes);
      await api.register(depositsRoutes);
      await api.register(paymentsRoutes);
      await api.register(eventsRoutes);
      await api.register(adminRoutes);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, {
    webDistDir: options.webDistDir ?? defaultWebDist,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    defaultDescription: `${config.siteName}: Türkiye genelinde değerli arsalar için güvenli online ihale ve pazarlık platformu.`,
  });
  // Listing pages answer with their own title, description and preview image (after the SPA).
  await app.register(listingPageRoutes);

  app.addHook('onClose', async () => {
    await app.listingEvents.close();
    await database.close();
  });
  return app;
}
