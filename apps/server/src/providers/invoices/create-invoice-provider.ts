import type { Config } from '../../config/env.ts';
import { createIntegratorInvoices } from './integrator-invoices.ts';
import type { InvoiceProvider } from './invoice-provider.ts';
import {
  LOCAL_INTEGRATOR_CREDENTIALS,
  startLocalIntegrator,
  type LocalIntegrator,
} from './local-integrator.ts';

/**
 * The integrator the configuration names: the GİB-licensed one at INVOICE_API_URL, or (the
 * default outside production) the local fake of the same REST interface, started on a loopback
 * port at the first call, so the very same adapter runs over HTTP in `npm start` and the tests.
 */
export function createInvoiceProvider(config: Config): InvoiceProvider {
  const { invoices } = config;
  if (invoices.provider === 'integrator') {
    return createIntegratorInvoices({
      baseUrl: invoices.url,
      username: invoices.username,
      password: invoices.password,
      timeoutMs: invoices.timeoutMs,
    });
  }
  return createLocalInvoiceProvider({
    timeoutMs: invoices.timeoutMs,
    signDelayMs: invoices.fakeSignDelayMs,
  });
}

export function createLocalInvoiceProvider(options: {
  timeoutMs: number;
  signDelayMs: number;
  clock?: () => Date;
}): InvoiceProvider & { integrator(): Promise<LocalIntegrator> } {
  let local: Promise<LocalIntegrator> | null = null;
  let adapter: InvoiceProvider | null = null;
  const integrator = () => {
    local ??= startLocalIntegrator({ signDelayMs: options.signDelayMs, clock: options.clock });
    return local;
  };
  const started = async () => {
    const fake = await integrator();
    adapter ??= createIntegratorInvoices({
      baseUrl: fake.url,
      ...LOCAL_INTEGRATOR_CREDENTIALS,
      timeoutMs: options.timeoutMs,
      name: 'fake',
    });
    return adapter;
  };
  return {
    name: 'fake',
    integrator,
    checkTaxpayer: async (id) => (await started()).checkTaxpayer(id),
    send: async (invoice) => (await started()).send(invoice),
    status: async (ettn) => (await started()).status(ettn),
    cancel: async (ettn) => (await started()).cancel(ettn),
    pdf: async (ettn) => (await started()).pdf(ettn),
    async close() {
      if (local) await (await local).close();
      local = null;
      adapter = null;
    },
  };
}
