import { eq } from 'drizzle-orm';
import { insertListing } from '../../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.ts';
import { invoices } from '../../../db/schema/sales.ts';
import { createLocalInvoiceProvider } from '../../../providers/invoices/create-invoice-provider.ts';
import type { LocalIntegrator } from '../../../providers/invoices/local-integrator.ts';
import { movableClock } from '../../auth/testing/auth-fixtures.ts';
import { insertDeposit, signedInTrader, type Trader } from '../../bids/testing/trading-fixtures.ts';
import { insertVerifiedIdentity } from '../../identity/testing/verified-identity.ts';
import { openSale } from '../../sales/index.ts';
import { createInvoicing } from '../invoicing.service.ts';

/**
 * The invoices' test world: an app whose invoice port is the local fake integrator over real
 * HTTP on the test's clock, the invoicing pass built from the app's own providers and services,
 * and sales opened through `openSale` as the close does.
 */
export async function invoiceWorld(start = '2026-05-05T09:00:00.000Z') {
  const clock = movableClock(start);
  const provider = createLocalInvoiceProvider({
    timeoutMs: 5000,
    signDelayMs: 60_000,
    clock: clock.clock,
  });
  const t: TestApp = await createTestApp({ clock: clock.clock, invoices: provider });
  const integrator: LocalIntegrator = await provider.integrator();
  const invoicing = createInvoicing({
    ...t.app.deps,
    provider,
    identity: t.app.services.identity,
    storage: t.app.deps.documents,
    supplier: t.config.invoices.supplier,
  });
  const now = () => clock.clock();

  /** A member with a verified identity whose number the test knows. */
  async function buyer(firstName: string, lastName: string, identityNumber?: string) {
    const trader = await signedInTrader(t.database.db, now(), {
      firstName,
      lastName,
      verified: false,
    });
    const number = await insertVerifiedIdentity(t.database.db, trader.id, {
      firstName,
      lastName,
      ...(identityNumber ? { identityNumber } : {}),
    });
    return { ...trader, identityNumber: number };
  }

  /** A sale of an auction won by `trader`, the deposit of `fee` kept as the service fee. */
  async function sale(trader: Trader, fee = 5_000_00, price = 100_000_00) {
    const listingId = await insertListing(t.database.db, { status: 'ended' });
    const depositId = await insertDeposit(t.database.db, {
      listingId,
      userId: trader.id,
      amount: fee,
    });
    const row = await t.database.db.transaction((tx) =>
      openSale(tx, {
        listingId,
        listingType: 'auction',
        buyerId: trader.id,
        firmId: null,
        origin: 'auction',
        deposit: { id: depositId, amount: fee },
        price,
        runnerUp: null,
        actorId: null,
        actorRole: 'system',
        now: now(),
      }),
    );
    return { saleId: row.id, depositId, listingId };
  }

  const invoiceOf = async (saleId: string) => {
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.saleId, saleId));
    return row;
  };

  return { t, clock, integrator, invoicing, buyer, sale, invoiceOf };
}

export type InvoiceWorld = Awaited<ReturnType<typeof invoiceWorld>>;
