/**
 * What a production start needs besides NODE_ENV (config/env.ts): the payment provider and the
 * identity registry named, and identity keys of its own (decision 064). Test keys, public.
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'sandbox',
  IDENTITY_REGISTRY: 'local',
  IDENTITY_ENCRYPTION_KEYS: 'test-1:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
  IDENTITY_HMAC_KEYS: 'test-1:CQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQk=',
} as const;
