import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  InvoiceProviderError,
  type InvoiceProvider,
  type TaxpayerCheck,
} from '../../providers/invoices/invoice-provider.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { IdentityService } from '../identity/index.ts';
import { customerParty, invoiceDocument, type BuyerOf, type Supplier } from './invoice-document.ts';
import {
  backoffOver,
  claimInvoices,
  feeRefundedSql,
  invoiceContext,
  moveInvoice,
  openDueInvoices,
  quietFor,
  type InvoiceRow,
} from './invoices.repository.ts';
import { createInvoiceRefunds } from './invoice-refunds.ts';
import { recordSigned } from './invoice-records.ts';

const BATCH = 20;
/** A try that found the integrator away is made again with backoff; after this many, 'failed'. */
export const MAX_SEND_ATTEMPTS = 8;
/** How long a sent invoice waits between status queries. */
export const STATUS_POLL_MS = 10_000;

export type InvoicingDeps = {
  db: Db;
  clock: () => Date;
  provider: InvoiceProvider;
  identity: Pick<IdentityService, 'payerIdentity'>;
  /** Private storage: the signed PDFs, read back only through the member's download. */
  storage: Storage;
  supplier: Supplier;
  log: FastifyBaseLogger;
};

export type InvoicingRun = {
  opened: number;
  sent: number;
  signed: number;
  failed: number;
  cancelled: number;
  reversed: number;
};

/**
 * The invoices' background work (issue 29, decision 076), one pass at a time per instance and
 * safe on many: open an invoice for every kept service fee, hand the queued ones to the
 * integrator, ask about the sent ones until signed (the PDF then stored), and settle the refunds
 * of invoiced fees (invoice-refunds.ts). Rows are claimed before any call and changed after it
 * only from the state they were claimed in; no integrator call runs inside a transaction.
 */
export function createInvoicing(deps: InvoicingDeps) {
  const { db, clock, provider, log } = deps;

  /** The buyer as the invoice names them, and whether the integrator says e-Fatura. */
  const buyerOf: BuyerOf = async (invoice) => {
    const context = await invoiceContext(db, invoice.saleId);
    if (!context) throw new Error(`invoice ${invoice.id} has no sale`);
    const identity = await deps.identity.payerIdentity(db, invoice.userId);
    const customer = customerParty(identity, context);
    const taxpayer: TaxpayerCheck = identity
      ? await provider.checkTaxpayer(customer.vknOrTckn)
      : { eFatura: false };
    return { customer, taxpayer, saleNumber: context.saleNumber };
  };

  async function send(invoice: InvoiceRow, now: Date): Promise<'sent' | 'failed' | 'later'> {
    try {
      const buyer = await buyerOf(invoice);
      const state = await provider.send(
        invoiceDocument({ invoice, supplier: deps.supplier, ...buyer }),
      );
      await moveInvoice(db, invoice.id, 'queued', {
        status: state.status === 'cancelled' ? 'cancelled' : 'sent',
        kind: buyer.taxpayer.eFatura ? 'e_fatura' : 'e_arsiv',
        error: null,
        updatedAt: now,
      });
      return 'sent';
    } catch (error) {
      if (!(error instanceof InvoiceProviderError)) throw error;
      const givingUp = !error.retryable || invoice.attempts >= MAX_SEND_ATTEMPTS;
      await moveInvoice(db, invoice.id, 'queued', {
        status: givingUp ? 'failed' : 'queued',
        error: error.message.slice(0, 500),
        updatedAt: now,
      });
      log.warn(
        { invoiceId: invoice.id, reason: error.reason, attempts: invoice.attempts },
        givingUp ? 'invoice failed' : 'invoice will be sent again',
      );
      return givingUp ? 'failed' : 'later';
    }
  }

  async function poll(invoice: InvoiceRow, now: Date): Promise<boolean> {
    const ettn = invoice.ettn ?? '';
    try {
      const state = await provider.status(ettn);
      if (state.status === 'queued') return false;
      const pdf = await provider.pdf(ettn);
      const key = `invoices/${invoice.id}.pdf`;
      await deps.storage.put(key, pdf, 'application/pdf');
      return await recordSigned(db, invoice, { key, now });
    } catch (error) {
      if (!(error instanceof InvoiceProviderError)) throw error;
      log.warn({ invoiceId: invoice.id, reason: error.reason }, 'invoice status unanswered');
      return false;
    }
  }

  const refunds = createInvoiceRefunds({ ...deps, buyerOf });

  async function runOnce(): Promise<InvoicingRun> {
    const now = clock();
    const run: InvoicingRun = {
      opened: 0,
      sent: 0,
      signed: 0,
      failed: 0,
      cancelled: 0,
      reversed: 0,
    };
    run.opened = (await openDueInvoices(db, now, BATCH)).length;
    const queued = await claimInvoices(db, {
      status: 'queued',
      due: backoffOver(now),
      now,
      batch: BATCH,
      countsAttempt: true,
    });
    for (const invoice of queued) {
      const outcome = await send(invoice, now);
      if (outcome === 'sent') run.sent++;
      if (outcome === 'failed') run.failed++;
    }
    const sent = await claimInvoices(db, {
      status: 'sent',
      due: quietFor(now, STATUS_POLL_MS),
      now,
      batch: BATCH,
      countsAttempt: false,
    });
    for (const invoice of sent) if (await poll(invoice, now)) run.signed++;
    const refunded = await claimInvoices(db, {
      status: 'signed',
      due: backoffOver(now),
      extra: feeRefundedSql,
      now,
      batch: BATCH,
      countsAttempt: true,
    });
    for (const invoice of refunded) {
      const outcome = await refunds.settle(invoice, now);
      if (outcome === 'cancelled') run.cancelled++;
      if (outcome === 'reversed') run.reversed++;
    }
    const reversing = await claimInvoices(db, {
      status: 'reversing',
      due: backoffOver(now),
      now,
      batch: BATCH,
      countsAttempt: true,
    });
    for (const invoice of reversing) {
      if ((await refunds.reverse(invoice, now)) === 'reversed') run.reversed++;
    }
    return run;
  }

  return { runOnce };
}

export type Invoicing = ReturnType<typeof createInvoicing>;
