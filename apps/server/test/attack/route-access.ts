/**
 * Who may call each route: the authorisation matrix's expectations, keyed by `METHOD path` as
 * Fastify registered it. The matrix test fails when a registered route has no entry here (and
 * when an entry names a route that no longer exists), so a new route cannot ship unclassified.
 *
 * - public: anyone, signed in or not.
 * - member: any signed-in account; a guest gets 401.
 * - owner: a signed-in account, and only its own object: another member gets 403/404 or an answer
 *   without the owner's data (`object` names the fixture that holds the owner's data).
 * - admin: 401 for a guest, 403 for a member.
 * - dev: development helpers, absent in production (dev.test.ts); open to anyone here.
 * - provider: the payment provider's side (the bank's return, the sandbox bank's pages), reached
 *   by cross-site redirects and form posts: no session and no CSRF pair needed. Also the signed
 *   unsubscribe link of marketing e-mails, which a mail client posts (RFC 8058; decision 040).
 * - firm: a seller firm's own side (issue 28): 401 for a guest, 403 FIRM_REQUIRED for a member
 *   or an admin who acts for no firm; firm A's owner is not refused; firm B's owner, asking about
 *   firm A's object (`:id` is firm A's listing), gets 403/404 or an answer without A's data.
 * - sale: one sale's page and its steps (`/api/sales/:id…`, issue 29; `:id` is the matrix's sale
 *   on firm A's listing bought by member A): 401 for a guest; member B and firm B, who are no
 *   party to it, get 404 SALE_NOT_FOUND (or 403); member A (the buyer), firm A's owner and the
 *   admin (the operator) are not refused — a step not theirs or not due answers 403
 *   SALE_ACTION_FORBIDDEN / 409, never 401 or 403 FORBIDDEN.
 * - page: the web app's pages and files.
 * - docs: the API documentation and /metrics (their exposure is governed by configuration; /metrics
 *   answers 404 without METRICS_TOKEN and 401 without its bearer token: metrics.test.ts).
 */
export type Access =
  'public' | 'member' | 'owner' | 'firm' | 'sale' | 'admin' | 'dev' | 'provider' | 'page' | 'docs';

/** The member A data an owner route answers about. */
export type OwnedObject = 'deposit' | 'payment' | 'offers' | 'bids' | 'three-ds-page';

export type RouteAccess = {
  access: Access;
  object?: OwnedObject;
  /** Answers a text/event-stream that stays open: the suites do not wait for its end. */
  stream?: boolean;
  /** May be absent from the registry (the API documentation when it is switched off). */
  optional?: boolean;
};

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /': { access: 'page' },
  'GET /favicon.ico': { access: 'page', optional: true },
  'GET /*': { access: 'page' },
  'GET /auctions/:id': { access: 'page' },

  'GET /api/docs': { access: 'docs', optional: true },
  'GET /api/docs*': { access: 'docs', optional: true },
  'GET /api/docs/json': { access: 'docs', optional: true },
  'GET /api/docs/yaml': { access: 'docs', optional: true },
  'GET /api/docs/static/index.html': { access: 'docs', optional: true },
  'GET /api/docs/static/swagger-initializer.js': { access: 'docs', optional: true },

  // Prometheus' scrape (decision 088): a bearer token from the configuration, no session.
  'GET /metrics': { access: 'docs' },

  'GET /api/health': { access: 'public' },
  'GET /api/ready': { access: 'public' },
  'GET /api/site': { access: 'public' },
  'GET /api/dev/outbox': { access: 'dev' },
  'POST /api/dev/sales/:id/deadline-passed': { access: 'dev' },
  'POST /api/contact': { access: 'public' },

  'GET /api/listings': { access: 'public' },
  'GET /api/listings/events': { access: 'public', stream: true },
  'GET /api/listings/map': { access: 'public' },
  'GET /api/listings/:id': { access: 'public' },
  'GET /api/listings/:id/events': { access: 'public', stream: true },
  'GET /api/listings/:id/bids': { access: 'public' },
  'GET /api/locations': { access: 'public' },
  'POST /api/listings/:id/bids': { access: 'member' },
  'GET /api/listings/:id/bids/mine': { access: 'owner', object: 'bids' },
  'POST /api/listings/:id/offers': { access: 'member' },
  'GET /api/listings/:id/documents': { access: 'member' },
  'GET /api/listings/:id/documents/:documentId/file': { access: 'member' },
  'GET /api/listings/:id/offers/mine': { access: 'owner', object: 'offers' },
  // The member's own offer by id; another member's is a 404 (own-offers.test.ts).
  'PUT /api/offers/:id': { access: 'member' },
  'POST /api/offers/:id/withdraw': { access: 'member' },

  // A seller firm following its listing and deciding its offers (issue 28, firm-follow).
  'GET /api/firm/listings/:id/activity': { access: 'firm' },
  'POST /api/firm/listings/:id/offers/:offerId/accept': { access: 'firm' },
  'POST /api/firm/listings/:id/offers/:offerId/reject': { access: 'firm' },
  'GET /api/listings/:id/deposit': { access: 'owner', object: 'deposit' },

  // Sales after the hammer (issue 29): the lists per side, one sale and its steps.
  'GET /api/me/sales': { access: 'member' },
  'GET /api/firm/sales': { access: 'firm' },
  'GET /api/admin/sales': { access: 'admin' },
  'GET /api/admin/sale-settings': { access: 'admin' },
  'PUT /api/admin/sale-settings': { access: 'admin' },
  'GET /api/sales/:id': { access: 'sale' },
  'POST /api/sales/:id/confirmation/code': { access: 'sale' },
  'POST /api/sales/:id/confirmation': { access: 'sale' },
  'POST /api/sales/:id/payment': { access: 'sale' },
  'POST /api/sales/:id/payment/confirmation': { access: 'sale' },
  'POST /api/sales/:id/appointment': { access: 'sale' },
  'POST /api/sales/:id/completion': { access: 'sale' },
  'POST /api/sales/:id/cancel': { access: 'sale' },
  // A sale's default, runner-up and relisting (sale-default): the operator or the runner-up.
  'POST /api/sales/:id/default': { access: 'sale' },
  'POST /api/sales/:id/runner-up/offer': { access: 'sale' },
  'POST /api/sales/:id/runner-up/code': { access: 'sale' },
  'POST /api/sales/:id/runner-up/accept': { access: 'sale' },
  'POST /api/sales/:id/runner-up/decline': { access: 'sale' },
  'POST /api/sales/:id/relist': { access: 'sale' },
  'POST /api/listings/:id/deposit/payments': { access: 'member' },

  'POST /api/auth/phone-availability': { access: 'public' },
  'POST /api/auth/codes': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/login/two-factor': { access: 'public' },
  'POST /api/auth/login/two-factor/resend': { access: 'public' },
  'POST /api/auth/logout': { access: 'public' },
  'GET /api/auth/session': { access: 'public' },
  'POST /api/auth/password': { access: 'member' },
  'POST /api/auth/password-reset/email': { access: 'public' },
  'POST /api/auth/password-reset/email/confirm': { access: 'public' },
  'POST /api/auth/password-reset/phone/verify': { access: 'public' },
  'POST /api/auth/password-reset/phone/confirm': { access: 'public' },
  'GET /api/me/profile': { access: 'member' },
  'PATCH /api/me/profile': { access: 'member' },
  'GET /api/me/identity': { access: 'member' },
  // Firm applications and the firm's users (issue 28, firm-apply).
  'GET /api/firm-application': { access: 'member' },
  'POST /api/firm-application': { access: 'member' },
  'POST /api/firm-application/documents': { access: 'member' },
  'GET /api/firm/members': { access: 'firm' },
  'POST /api/firm/members': { access: 'firm' },
  'DELETE /api/firm/members/:id': { access: 'firm' },
  'POST /api/me/identity': { access: 'member' },
  // Push on this device (issue 32): a member's own devices; another's id answers 404.
  'GET /api/me/push-subscriptions': { access: 'member' },
  'POST /api/me/push-subscriptions': { access: 'member' },
  'DELETE /api/me/push-subscriptions/:id': { access: 'member' },
  'POST /api/me/email-verification': { access: 'member' },
  'POST /api/email-verification': { access: 'public' },
  'GET /api/me/bid-history': { access: 'owner', object: 'bids' },
  'GET /api/me/settings': { access: 'member' },
  'PATCH /api/me/settings': { access: 'member' },
  'GET /api/me/deletion-request': { access: 'member' },
  'POST /api/me/deletion-request': { access: 'member' },
  'GET /api/me/dashboard': { access: 'owner', object: 'bids' },
  'GET /api/me/bids': { access: 'owner', object: 'bids' },
  'GET /api/me/deposits': { access: 'owner', object: 'deposit' },
  // The member's own deposit by id; another member's is a 404 (early-refund.test.ts).
  'POST /api/me/deposits/:id/refund': { access: 'member' },
  // The member's own invoice PDF by id; another member's is a 404 (invoices-routes.test.ts).
  'GET /api/me/invoices/:id/pdf': { access: 'member' },
  'GET /api/me/offers': { access: 'owner', object: 'offers' },
  'GET /api/me/wins': { access: 'member' },
  // Watchlist and saved searches: another member's search answers 404 (watchlist.test.ts).
  'GET /api/listings/:id/watch': { access: 'public' },
  'PUT /api/listings/:id/watch': { access: 'member' },
  'DELETE /api/listings/:id/watch': { access: 'member' },
  'GET /api/me/watchlist': { access: 'member' },
  'GET /api/me/watchlist/ids': { access: 'member' },
  'GET /api/me/saved-searches': { access: 'member' },
  'POST /api/me/saved-searches': { access: 'member' },
  'PATCH /api/me/saved-searches/:id': { access: 'member' },
  'DELETE /api/me/saved-searches/:id': { access: 'member' },
  'GET /api/me/notifications': { access: 'member' },
  'POST /api/me/notifications/:id/read': { access: 'member' },
  'POST /api/me/notifications/read-all': { access: 'member' },
  'GET /api/me/notifications/stream': { access: 'member', stream: true },

  'GET /api/payments/callback': { access: 'provider' },
  'POST /api/payments/callback': { access: 'provider' },
  'GET /api/payments/sandbox/3ds/:id': { access: 'provider' },
  'POST /api/payments/sandbox/3ds/:id': { access: 'provider' },
  'GET /api/unsubscribe': { access: 'provider' },
  'POST /api/unsubscribe': { access: 'provider' },
  'GET /api/payments/result': { access: 'owner', object: 'payment' },
  'GET /api/payments/:id/3ds': { access: 'owner', object: 'three-ds-page' },

  'GET /api/admin/users/count': { access: 'admin' },
  'GET /api/admin/overview': { access: 'admin' },
  'GET /api/admin/listings': { access: 'admin' },
  'POST /api/admin/listings': { access: 'admin' },
  'GET /api/admin/listings/:id': { access: 'admin' },
  'PATCH /api/admin/listings/:id': { access: 'admin' },
  'DELETE /api/admin/listings/:id': { access: 'admin' },
  'POST /api/admin/listings/:id/images': { access: 'admin' },
  'PUT /api/admin/listings/:id/images/order': { access: 'admin' },
  'DELETE /api/admin/listings/:id/images/:imageId': { access: 'admin' },
  'GET /api/admin/listings/:id/documents': { access: 'admin' },
  'POST /api/admin/listings/:id/documents': { access: 'admin' },
  'DELETE /api/admin/listings/:id/documents/:documentId': { access: 'admin' },
  'GET /api/admin/listings/:id/offers': { access: 'admin' },
  'POST /api/admin/listings/:id/offers/reject-pending': { access: 'admin' },
  'POST /api/admin/offers/:id/accept': { access: 'admin' },
  'POST /api/admin/offers/:id/reject': { access: 'admin' },
  'GET /api/admin/offers': { access: 'admin' },
  'POST /api/admin/listings/:id/cancel': { access: 'admin' },
  'POST /api/admin/listings/:id/extend': { access: 'admin' },
  'POST /api/admin/listings/:id/close-early': { access: 'admin' },
  'GET /api/admin/messages': { access: 'admin' },
  'PATCH /api/admin/messages/:id': { access: 'admin' },
  'GET /api/admin/audit': { access: 'admin' },
  // Listing packages (issue 28, packages)
  'GET /api/admin/packages': { access: 'admin' },
  'POST /api/admin/packages': { access: 'admin' },
  'PUT /api/admin/packages/:id': { access: 'admin' },
  'DELETE /api/admin/packages/:id': { access: 'admin' },
  // Issue 29: the service fee's invoices ('Faturalar').
  'GET /api/admin/invoices': { access: 'admin' },
  'POST /api/admin/invoices/:id/retry': { access: 'admin' },
  // Issue 31: 'Sistem Durumu' and the retry of a failed job (decision 088).
  'GET /api/admin/system': { access: 'admin' },
  'POST /api/admin/system/queues/:queue/jobs/:id/retry': { access: 'admin' },
  'GET /api/firm/packages': { access: 'firm' },
  'POST /api/firm/packages/:id/purchases': { access: 'firm' },
  'GET /api/firm/package-purchases/:id/receipt': { access: 'firm' },
  'GET /api/admin/users': { access: 'admin' },
  'GET /api/admin/users/:id': { access: 'admin' },
  'PATCH /api/admin/users/:id/role': { access: 'admin' },
  'POST /api/admin/users/:id/ban': { access: 'admin' },
  'DELETE /api/admin/users/:id/ban': { access: 'admin' },
  'DELETE /api/admin/users/:id/sign-in-throttle': { access: 'admin' },
  'GET /api/admin/users/:id/identity': { access: 'admin' },
  'POST /api/admin/users/:id/identity/reset': { access: 'admin' },
  // 'Firmalar' (issue 28, firm-apply).
  'GET /api/admin/firms': { access: 'admin' },
  'GET /api/admin/firms/:id': { access: 'admin' },
  'GET /api/admin/firms/:id/documents/:documentId/file': { access: 'admin' },
  'POST /api/admin/firms/:id/approve': { access: 'admin' },
  'POST /api/admin/firms/:id/request-documents': { access: 'admin' },
  'POST /api/admin/firms/:id/reject': { access: 'admin' },
  'POST /api/admin/firms/:id/suspend': { access: 'admin' },
  'POST /api/admin/firms/:id/reinstate': { access: 'admin' },
  'GET /api/admin/kvkk': { access: 'admin' },
  'POST /api/admin/kvkk/:id/answer': { access: 'admin' },
  'GET /api/admin/payments': { access: 'admin' },
  'GET /api/admin/payments/export.csv': { access: 'admin' },
  'POST /api/admin/payments/:id/manual-completion': { access: 'admin' },
  'POST /api/admin/deposits/:id/refund-due': { access: 'admin' },
  'GET /api/admin/refunds': { access: 'admin' },
  'POST /api/admin/deposits/:id/refund': { access: 'admin' },
  'POST /api/admin/listings/:id/refunds': { access: 'admin' },
  'GET /api/admin/notifications': { access: 'admin' },
  'POST /api/admin/notifications/:id/retry': { access: 'admin' },
  'GET /api/admin/campaigns': { access: 'admin' },
  'PUT /api/admin/campaigns/:id': { access: 'admin' },
  // Issue 28, listing-review: the operator's review of firms' listings; the public firm page.
  'GET /api/admin/listing-reviews': { access: 'admin' },
  'GET /api/admin/listing-reviews/:id': { access: 'admin' },
  'GET /api/admin/listing-reviews/:id/documents/:documentId': { access: 'admin' },
  'POST /api/admin/listing-reviews/:id/approve': { access: 'admin' },
  'POST /api/admin/listing-reviews/:id/return': { access: 'admin' },
  'POST /api/admin/listing-reviews/:id/reject': { access: 'admin' },
  'GET /api/firms/:slug': { access: 'public' },
  // Issue 29, sale documents: the parties' download; the public check behind /belge/:code.
  'GET /api/sales/:id/documents/:documentId': { access: 'sale' },
  'GET /api/documents/:code': { access: 'public' },

  // A seller firm's own listings (issue 28, firm panel).
  'POST /api/firm/parcels/lookup': { access: 'firm' },
  'POST /api/admin/parcels/lookup': { access: 'admin' },
  'GET /api/firm/listings': { access: 'firm' },
  'POST /api/firm/listings': { access: 'firm' },
  'GET /api/firm/listings/:id': { access: 'firm' },
  'PUT /api/firm/listings/:id': { access: 'firm' },
  'DELETE /api/firm/listings/:id': { access: 'firm' },
  'POST /api/firm/listings/:id/submit': { access: 'firm' },
  'POST /api/firm/listings/:id/withdraw': { access: 'firm' },
  'POST /api/firm/listings/:id/images': { access: 'firm' },
  'DELETE /api/firm/listings/:id/images/:imageId': { access: 'firm' },
  'PUT /api/firm/listings/:id/images/order': { access: 'firm' },
  'POST /api/firm/listings/:id/documents': { access: 'firm' },
  'DELETE /api/firm/listings/:id/documents/:documentId': { access: 'firm' },
};
