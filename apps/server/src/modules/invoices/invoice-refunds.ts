import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  InvoiceProviderError,
  type InvoiceProvider,
} from '../../providers/invoices/invoice-provider.ts';
import {
  invoiceDocument,
  istanbulDate,
  returnEttn,
  type BuyerOf,
  type Supplier,
} from './invoice-document.ts';
import { moveInvoice, nextInvoiceNumber, type InvoiceRow } from './invoices.repository.ts';
import { recordCancelled, recordManualRefund, recordReversed } from './invoice-records.ts';

/** e-Arşiv: cancelled until the end of the 7th day after the invoice's date (decision 076). */
export const E_ARSIV_CANCEL_DAYS = 7;
const CANCEL_PERIOD_OVER =
  'e-Arşiv iptal süresi geçti; e-Arşiv faturada iade (alacak) belgesi yoktur. İade elle belgelenmeli.';

/** The last Istanbul date on which an e-Arşiv invoice of `issuedAt` may still be cancelled. */
export function lastCancelDate(issuedAt: Date): string {
  const [y, m, d] = istanbulDate(issuedAt).split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + E_ARSIV_CANCEL_DAYS))
    .toISOString()
    .slice(0, 10);
}

type Deps = {
  db: Db;
  provider: InvoiceProvider;
  supplier: Supplier;
  log: FastifyBaseLogger;
  buyerOf: BuyerOf;
};

/**
 * The refund of an invoiced fee (the sale cancelled, its deposit going back): an e-Arşiv invoice
 * is cancelled through the integrator within its period, or past it marked for the refund to be
 * documented by hand; an e-Fatura gets a return invoice ('iade faturası') with the next number
 * of the series, which is given in a transaction first so a retried return keeps it.
 */
export function createInvoiceRefunds(deps: Deps) {
  const { db, provider, log } = deps;

  async function reverse(invoice: InvoiceRow, now: Date): Promise<'reversed' | 'later'> {
    if (!invoice.reversalNumber || !invoice.ettn) return 'later';
    try {
      const buyer = await deps.buyerOf(invoice);
      await provider.send(
        invoiceDocument({
          invoice,
          supplier: deps.supplier,
          ...buyer,
          reversal: {
            number: invoice.reversalNumber,
            ettn: returnEttn(invoice.ettn),
            issuedAt: invoice.cancelledAt ?? now,
          },
        }),
      );
      return (await recordReversed(db, invoice, now)) ? 'reversed' : 'later';
    } catch (error) {
      if (!(error instanceof InvoiceProviderError)) throw error;
      await moveInvoice(db, invoice.id, 'reversing', {
        error: error.message.slice(0, 500),
        updatedAt: now,
      });
      log.warn({ invoiceId: invoice.id, reason: error.reason }, 'return invoice not taken');
      return 'later';
    }
  }

  async function settle(
    invoice: InvoiceRow,
    now: Date,
  ): Promise<'cancelled' | 'reversed' | 'manual' | 'later'> {
    if (invoice.kind === 'e_fatura') {
      const reversing = await db.transaction(async (tx) =>
        moveInvoice(tx, invoice.id, 'signed', {
          status: 'reversing',
          reversalNumber: await nextInvoiceNumber(tx, now),
          cancelledAt: now,
          attempts: 1,
          updatedAt: now,
        }),
      );
      return reversing ? reverse(reversing, now) : 'later';
    }
    if (istanbulDate(now) > lastCancelDate(invoice.createdAt)) {
      return (await recordManualRefund(db, invoice, CANCEL_PERIOD_OVER, now)) ? 'manual' : 'later';
    }
    try {
      await provider.cancel(invoice.ettn ?? '');
      return (await recordCancelled(db, invoice, now)) ? 'cancelled' : 'later';
    } catch (error) {
      if (!(error instanceof InvoiceProviderError)) throw error;
      if (error.reason === 'refused') {
        // The integrator's clock said the period was over: the same as ours past it.
        const done = await recordManualRefund(
          db,
          invoice,
          `${CANCEL_PERIOD_OVER} (${error.message})`,
          now,
        );
        return done ? 'manual' : 'later';
      }
      await moveInvoice(db, invoice.id, 'signed', { error: error.message.slice(0, 500) });
      log.warn({ invoiceId: invoice.id, reason: error.reason }, 'invoice cancellation unanswered');
      return 'later';
    }
  }

  return { settle, reverse };
}
