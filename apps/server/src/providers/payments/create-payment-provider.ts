import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createIyzicoPayments } from './iyzico/iyzico-payments.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxPayments } from './sandbox/sandbox-payments.ts';

export function createPaymentProvider(
  config: Config,
  db: Db,
  log: { warn(obj: object, msg: string): void },
): PaymentProvider {
  const payments = config.payments;
  if (payments.provider === 'iyzico') {
    return createIyzicoPayments({
      apiKey: payments.apiKey,
      secretKey: payments.secretKey,
      baseUrl: payments.baseUrl,
      log,
    });
  }
  return createSandboxPayments({ db, merchant: config.siteName });
}
