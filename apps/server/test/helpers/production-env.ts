/** A VAPID pair for tests only (public: never use it in production). */
export const TEST_VAPID_ENV = {
  VAPID_PUBLIC_KEY:
    'BE1qNkXKCqXeyoFV7aBAhaEmFTXYmAsKROnM1Q5f_uwCCNvF5g64gceSSnhbu9d9jP63mfFMXrtabk69wbMJzGU',
  VAPID_PRIVATE_KEY: '3__e3F_VSLsarlB8YfsIw2PKXNSOSGUTA3WWtjEqSO8',
  VAPID_SUBJECT: 'mailto:destek@arsamezat.com.tr',
} as const;

/**
 * What a production start needs besides NODE_ENV (config/env.ts): the payment provider, the
 * identity registry and the invoice integrator named, and identity keys of its own (decision 064). Test keys, public.
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'sandbox',
  IDENTITY_REGISTRY: 'local',
  INVOICE_PROVIDER: 'fake',
  IDENTITY_ENCRYPTION_KEYS: 'test-1:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
  IDENTITY_HMAC_KEYS: 'test-1:CQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQk=',
  ...TEST_VAPID_ENV,
} as const;
