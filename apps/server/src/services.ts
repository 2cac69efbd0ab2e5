import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { Drain } from './lib/drain.ts';
import {
  createAdminListingActionsService,
  createAdminListingImagesService,
  createAdminListingsService,
  createAdminOverviewService,
} from './modules/admin/index.ts';
import {
  createAdminPaymentsService,
  createAdminRefundsService,
} from './modules/admin-payments/index.ts';
import { createDocumentsService } from './modules/documents/index.ts';
import {
  createFirmAdminService,
  createFirmApplicationService,
  createFirmMembersService,
} from './modules/firms/index.ts';
import { createFirmListingsService } from './modules/firm-listings/index.ts';
import { createAdminUsersService, createKvkkService } from './modules/admin-users/index.ts';
import { createAuthServices, loadCodeKey } from './modules/auth/index.ts';
import { createBidService } from './modules/bids/index.ts';
import { createAuditAdminService } from './modules/audit/index.ts';
import { createContactAdminService, createContactService } from './modules/contact/index.ts';
import { createDepositService } from './modules/deposits/index.ts';
import {
  createAdminPackagesService,
  createPackagePurchaseService,
} from './modules/listing-packages/index.ts';
import { createDevService } from './modules/dev/index.ts';
import {
  createIdentityAdminService,
  createIdentityCrypto,
  createIdentityService,
} from './modules/identity/index.ts';
import {
  createEventBus,
  createNatsEventBus,
  type EventBus,
  createListingEventsService,
  createStreamSlots,
  STREAM_CAPS,
} from './modules/events/index.ts';
import { createListingsService } from './modules/listings/index.ts';
import { createLocationsService } from './modules/locations/index.ts';
import { createFirmPageService } from './modules/firm-pages/index.ts';
import { createListingReviewService } from './modules/listing-reviews/index.ts';
import type { RateLimits } from './modules/limits/index.ts';
import {
  createBidHistoryService,
  createProfileService,
  createSettingsService,
} from './modules/me/index.ts';
import { createMemberService } from './modules/member/index.ts';
import { createWatchlistService } from './modules/watchlist/index.ts';
import {
  createMemberNotificationHub,
  createNotificationsService,
  createMarketingService,
  createPushSubscriptionsService,
  createUnsubscribeTokens,
} from './modules/notifications/index.ts';
import {
  createOfferAdminService,
  createOfferService,
  createOwnOfferService,
  createOfferDecisions,
} from './modules/offers/index.ts';
import {
  createPaymentService,
  failPaymentAttempt,
  keepThreeDsPage,
  openPaymentAttempt,
} from './modules/payments/index.ts';
import { createFirmActivityService } from './modules/firm-activity/index.ts';
import { createSaleDefaultService, createSalesService } from './modules/sales/index.ts';
import { createSaleDocumentsService } from './modules/sale-documents/index.ts';
import { createInvoicesService } from './modules/invoices/index.ts';
import { createParcelsService } from './modules/parcels/index.ts';
import {
  measuredBidPlacement,
  measuredEventBus,
  measuredMail,
  measuredPayments,
  measuredSms,
  type AppMetrics,
} from './modules/metrics/index.ts';
import { createSystemStatusService } from './modules/system-status/index.ts';
import type { Observability } from './observability.ts';
import { createIdentityRegistry } from './providers/identity/create-identity-registry.ts';
import { createParcelRegistry } from './providers/parcels/create-parcel-registry.ts';
import type { ParcelRegistry } from './providers/parcels/parcel-registry.ts';
import { createInvoiceProvider } from './providers/invoices/create-invoice-provider.ts';
import type { InvoiceProvider } from './providers/invoices/invoice-provider.ts';
import type { IdentityRegistry } from './providers/identity/identity-registry.ts';
import { accountMailer, type MailProvider } from './providers/mail/mail.ts';
import { createMailer } from './providers/mail/mailer.ts';
import { createPaymentProvider } from './providers/payments/create-payment-provider.ts';
import type { PaymentProvider } from './providers/payments/payment-provider.ts';
import type { ListingVerification } from './providers/listing-verification/listing-verification.ts';
import { createOperatorDocumentCheck } from './providers/listing-verification/operator-document-check.ts';
import { createPushSender, type PushSender } from './providers/push/push-sender.ts';
import type { SmsSender } from './providers/sms/sms.ts';
import { createSmsSender } from './providers/sms/sms-sender.ts';
import { createDocumentStorage, createStorage } from './providers/storage/create-storage.ts';
import type { Storage } from './providers/storage/storage.ts';

/*
 * The composition root: the ONE place the server is wired. From the configuration it builds the
 * providers (ports with the adapter the environment picks), then every service with its
 * dependencies passed explicitly. Repositories are plain functions over `db` that the services
 * call. Routes read `app.services` and call one service function each; nothing else builds a
 * service. A test replaces any provider through `buildApp({ sms, mail, payments, … })`.
 *
 *   config ─► providers (clock, sms, mail, storage, payments, identity, parcels, events)
 *          ─► services (auth, listings, bids, offers, deposits, payments, admin, …)
 *          ─► routes (app.services.<name>.<function>)
 */

/** The outside world, each behind a port; tests pass fakes for any of them. */
export type Providers = {
  /** The server clock; every rule about time reads this. */
  clock: () => Date;
  sms: SmsSender;
  mail: MailProvider;
  storage: Storage;
  /** Listing documents: private, read back only through the app's download route (decision 033). */
  documents: Storage;
  /** Card payments with 3-D Secure: the sandbox simulator or iyzico (PAYMENT_PROVIDER). */
  payments: PaymentProvider;
  /** The population registry's identity check: NVI KPSPublic, or its local fake (decision 064). */
  identity: IdentityRegistry;
  /** The land registry's parcel query: TKGM's, or its local fake (issue 30, decision 084). */
  parcels: ParcelRegistry;
  /** Live listing events across instances (their log, then NOTIFY or NATS); see modules/events. */
  events: EventBus;
  /** How a firm's listing is verified at publication (issue 28, decision 069). */
  listingVerification: ListingVerification;
  /** The service fee's invoices: a GİB-licensed integrator, or its local fake (decision 076). */
  invoices: InvoiceProvider;
  /** Web Push to members' devices, signed with the VAPID pair (issue 32, decision 090). */
  push: PushSender;
};

/** Everything a service, plugin or job may depend on, built once per app. */
export type AppDeps = Providers &
  Observability & {
    config: Config;
    database: Database;
    db: Db;
    log: FastifyBaseLogger;
    /** Every security limit's counters, in the database and shared by all instances (decision 016). */
    limits: RateLimits;
    /** This instance's drain before it exits: ready 503, streams told to reconnect (decision 089). */
    drain: Drain;
  };

export type ProviderOverrides = Partial<Providers>;

/**
 * The providers the configuration names, with any the caller passes in their place. SMS, e-mail,
 * payments and the event bus are counted on /metrics as they pass (modules/metrics).
 */
export function createProviders(
  base: { config: Config; database: Database; log: FastifyBaseLogger; metrics: AppMetrics },
  overrides: ProviderOverrides = {},
): Providers {
  const { config, database, log, metrics } = base;
  const db = database.db;
  return {
    clock: overrides.clock ?? (() => new Date()),
    sms: measuredSms(overrides.sms ?? createSmsSender(config, db), metrics),
    mail: measuredMail(overrides.mail ?? createMailer(config, db), metrics),
    storage: overrides.storage ?? createStorage(config),
    documents: overrides.documents ?? createDocumentStorage(config),
    payments: measuredPayments(
      overrides.payments ?? createPaymentProvider(config, db, log),
      metrics,
    ),
    identity: overrides.identity ?? createIdentityRegistry(config),
    parcels: overrides.parcels ?? createParcelRegistry(config),
    events: measuredEventBus(
      overrides.events ??
        (config.events.bus === 'nats'
          ? createNatsEventBus({ database, log, url: config.events.natsUrl })
          : createEventBus({ database, log })),
      metrics,
    ),
    listingVerification: overrides.listingVerification ?? createOperatorDocumentCheck(),
    invoices: overrides.invoices ?? createInvoiceProvider(config),
    push: overrides.push ?? createPushSender(config),
  };
}

/** Every service of the app, each built once. */
export function createServices(deps: AppDeps) {
  const { config, database, db, clock, log, events, storage } = deps;
  const auth = createAuthServices({ ...deps, mail: accountMailer(deps.mail) });
  const locations = createLocationsService();
  const listings = createListingsService({ db, clock, locations });
  const member = createMemberService({ db, clock });
  const identityCrypto = createIdentityCrypto({
    encryption: config.identity.encryptionKeys,
    hmac: config.identity.hmacKeys,
  });
  const identity = createIdentityService({
    db,
    clock,
    registry: deps.identity,
    limits: deps.limits,
    crypto: identityCrypto,
    log,
    checksPerHour: config.identity.checksPerHour,
  });
  const adminUsers = createAdminUsersService({
    db,
    clock,
    sessions: auth.sessions,
    member,
    signInThrottle: auth.signInThrottle,
  });
  const adminListingImages = createAdminListingImagesService({ db, clock, storage, log, listings });
  const documents = createDocumentsService({ db, clock, storage: deps.documents, log });
  const bids = createBidService({
    db,
    clock,
    withConnection: database.withConnection,
    withTransaction: database.withTransaction,
    events,
  });
  const notifications = createNotificationsService({ db, clock });
  return {
    auth,
    listings,
    listingEvents: createListingEventsService({ db, events, listings }),
    /** The live streams open on this instance, capped per address and per member (decision 053). */
    streamSlots: createStreamSlots(
      { perAddress: config.streamCaps.perAddress, perMember: STREAM_CAPS.perMember },
      deps.drain,
    ),
    /** Every bid and maximum; accepted and refused (by reason) counted on /metrics. */
    bids: { ...bids, placeBid: measuredBidPlacement(bids.placeBid, deps.metrics) },
    offers: createOfferService({ db, clock, listings }),
    offersAdmin: createOfferAdminService({ db, clock, events, listings }),
    ownOffers: createOwnOfferService({ db, clock }),
    /** A seller firm following its listings and deciding their offers (issue 28, decision 072). */
    firmActivity: createFirmActivityService({
      db,
      clock,
      offerDecisions: createOfferDecisions({ db, clock, events }),
    }),
    deposits: createDepositService({
      db,
      clock,
      provider: deps.payments,
      callbackUrl: `${config.publicUrl}/api/payments/callback`,
      log,
      identity,
    }),
    payments: createPaymentService({ db, clock, provider: deps.payments, log }),
    me: {
      profiles: createProfileService({
        db,
        clock,
        config,
        mailer: accountMailer(deps.mail),
        background: auth.background,
        accounts: auth.accounts,
        limits: deps.limits,
        identity,
      }),
      bidHistory: createBidHistoryService({ db, clock }),
      settings: createSettingsService({ db, clock }),
    },
    member,
    /** 'Kimlik Doğrulama': checked with the population registry, kept sealed (decision 064). */
    identity,
    identityAdmin: createIdentityAdminService({ db, clock, crypto: identityCrypto }),
    watchlist: createWatchlistService({ db, clock, listings }),
    notifications,
    /** The member's devices with push on (issue 32, decision 090). */
    pushSubscriptions: createPushSubscriptionsService({
      db,
      clock,
      publicKey: deps.push.publicKey,
      allowLoopback: config.push.allowLoopback,
    }),
    /** Marketing e-mails and their signed unsubscribe links (decision 040). */
    marketing: createMarketingService({
      db,
      clock,
      tokens: createUnsubscribeTokens(loadCodeKey(config)),
    }),
    /** Which member's bell to wake, across instances (LISTEN member_notifications). */
    notificationHub: createMemberNotificationHub({ database, log }),
    contact: createContactService({ db, log }),
    dev: createDevService({ db, clock }),
    adminOverview: createAdminOverviewService({
      db,
      clock,
      accounts: auth.accounts,
      adminUsers,
    }),
    /** 'Parseli Getir': the land registry, each parcel asked once (issue 30, decision 084). */
    parcels: createParcelsService({ db, clock, registry: deps.parcels, log }),
    adminListings: createAdminListingsService({ db, clock, storage, log, listings }),
    adminListingImages,
    adminListingActions: createAdminListingActionsService({ db, clock, events }),
    contactAdmin: createContactAdminService({ db, clock }),
    auditAdmin: createAuditAdminService({ db }),
    adminUsers,
    adminKvkk: createKvkkService({ db, clock, sessions: auth.sessions }),
    adminPayments: createAdminPaymentsService({ db, clock }),
    adminRefunds: createAdminRefundsService({ db, clock, provider: deps.payments, listings, log }),
    documents,
    // Issue 28, listing-review: the operator's review of firms' listings; the public firm page.
    listingReviews: createListingReviewService({
      db,
      clock,
      documents: deps.documents,
      verification: deps.listingVerification,
      listings,
      log,
    }),
    locations,
    firmPages: createFirmPageService({ db, clock, listings }),
    // Seller firms (issue 28, firm-apply): 'Kurumsal Başvuru', 'Firmalar', 'Firma Kullanıcıları'.
    firmApplications: createFirmApplicationService({
      db,
      clock,
      storage: deps.documents,
      log,
      isIdentityVerified: async (userId) => (await identity.verifiedName(userId)) !== null,
    }),
    firmsAdmin: createFirmAdminService({ db, clock, storage: deps.documents, log }),
    firmMembers: createFirmMembersService({ db, clock }),
    // A seller firm's own listings (issue 28, firm panel): the operator's image and document
    // services behind the firm's checks.
    firmListings: createFirmListingsService({
      db,
      clock,
      storage,
      log,
      images: adminListingImages,
      documents,
    }),
    // Listing packages (issue 28, packages): the operator's 'Paketler' and a firm's purchases.
    adminPackages: createAdminPackagesService({ db, clock }),
    packagePurchases: createPackagePurchaseService({
      db,
      clock,
      provider: deps.payments,
      callbackUrl: `${config.publicUrl}/api/payments/callback`,
      log,
      identity,
      attempts: { open: openPaymentAttempt, keepThreeDsPage, fail: failPaymentAttempt },
    }),
    // Sales after the hammer (issue 29, sale-steps): the lists, one sale's page, its steps.
    sales: createSalesService({ db, clock, codes: auth.codes, storage: deps.documents, log }),
    // Issue 29, sale documents: the parties' download and the public check (decision 077).
    saleDocuments: createSaleDocumentsService({ db, documents: deps.documents, log }),
    // Sales (issue 29, sale-default): the buyer's default, the runner-up, relisting.
    saleDefault: createSaleDefaultService({ db, clock, codes: auth.codes }),
    // Issue 29, invoices: the operator's 'Faturalar' and the member's invoice PDF.
    invoices: createInvoicesService({ db, clock, storage: deps.documents }),
    // Issue 31: 'Sistem Durumu', the operator's view of the running system (decision 088).
    systemStatus: createSystemStatusService({
      database,
      clock,
      retryNotification: (id) => notifications.retry(id),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The providers and infrastructure of this app (services.ts). */
    deps: AppDeps;
    /** Every service of this app, built once (services.ts); routes call these. */
    services: Services;
  }
}
