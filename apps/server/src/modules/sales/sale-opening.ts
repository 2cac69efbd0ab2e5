import { addBusinessDays } from '@arsamezat/shared/sales/business-days';
import { RUNNER_UP_HOLD_BUSINESS_DAYS, type SaleOrigin } from '@arsamezat/shared/sales/sale';
import type { ListingType } from '@arsamezat/shared/listings/listing-types';
import { winPayment } from '@arsamezat/shared/member/win-payment';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import {
  appendSaleEvent,
  insertSale,
  nextSaleNumber,
  readSaleSettings,
  type SaleRow,
} from './sales.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The runner-up chosen at the close or the acceptance, whose completed deposit is now held. */
export type RunnerUpHold = { userId: string; amount: number; depositId: string };

export type SaleOpening = {
  listingId: string;
  listingType: ListingType;
  buyerId: string;
  firmId: string | null;
  origin: SaleOrigin;
  offerId?: string | null;
  /** The buyer's completed deposit: kept as the service fee (terms 8.4, decision 060). */
  deposit: { id: string; amount: number } | null;
  price: number;
  runnerUp: RunnerUpHold | null;
  /** For a runner-up's sale: the defaulted sale it follows (the runner-up's hold carries over). */
  previousSaleId?: string | null;
  /** A sale opened later for a win from before the sales table: when it was won (decision 080). */
  backfilledFrom?: Date | null;
  /** Who made it: null for the closing job (the system), else the member who decided. */
  actorId: string | null;
  actorRole: 'system' | 'operator' | 'firm' | 'runner_up';
  now: Date;
};

/**
 * Opens a sale (issue 29, decision 073) in the caller's transaction — the auction's close or the
 * offer's acceptance — so the sale exists exactly when the listing is sold: at 'Alıcı Onayı' with
 * its deadline from the operator's settings, the runner-up's deposit held up to the terms'
 * refund promise, the timeline's first line and the audit row. The one live sale per listing is a
 * unique index: a second opening for the same listing fails the whole transaction.
 */
export async function openSale(tx: Tx, opening: SaleOpening): Promise<SaleRow> {
  const { now } = opening;
  const settings = await readSaleSettings(tx);
  const fee = opening.deposit?.amount ?? 0;
  const payment = winPayment(opening.listingType, opening.price, fee);
  const sale = await insertSale(tx, {
    number: await nextSaleNumber(tx, now),
    listingId: opening.listingId,
    buyerId: opening.buyerId,
    firmId: opening.firmId,
    origin: opening.origin,
    offerId: opening.offerId ?? null,
    depositId: opening.deposit?.id ?? null,
    previousSaleId: opening.previousSaleId ?? null,
    price: opening.price,
    serviceFee: fee,
    balanceDue: payment.toOwner,
    step: 'buyer_confirmation',
    stepStartedAt: now,
    stepDeadline: new Date(now.getTime() + settings.buyerConfirmationHours * HOUR_MS),
    ...(opening.runnerUp
      ? {
          runnerUpId: opening.runnerUp.userId,
          runnerUpAmount: opening.runnerUp.amount,
          runnerUpDepositId: opening.runnerUp.depositId,
          runnerUpStatus: 'held' as const,
          runnerUpHoldUntil: addBusinessDays(now, RUNNER_UP_HOLD_BUSINESS_DAYS),
        }
      : {}),
    createdAt: now,
    updatedAt: now,
  });
  await appendSaleEvent(tx, {
    saleId: sale.id,
    kind: 'created',
    actorId: opening.actorId,
    actorRole: opening.actorRole,
    detail: {
      origin: opening.origin,
      price: opening.price,
      ...(opening.backfilledFrom ? { wonAt: opening.backfilledFrom.toISOString() } : {}),
    },
    now,
  });
  await recordAudit(tx, {
    actorId: opening.actorId,
    action: 'sale.created',
    entityType: 'sale',
    entityId: sale.id,
    before: null,
    after: {
      number: sale.number,
      listingId: sale.listingId,
      buyerId: sale.buyerId,
      firmId: sale.firmId,
      origin: sale.origin,
      price: sale.price,
      serviceFee: sale.serviceFee,
      balanceDue: sale.balanceDue,
      stepDeadline: sale.stepDeadline,
      backfilledFrom: opening.backfilledFrom ?? null,
      runnerUp: opening.runnerUp
        ? {
            userId: opening.runnerUp.userId,
            amount: opening.runnerUp.amount,
            holdUntil: sale.runnerUpHoldUntil,
          }
        : null,
    },
  });
  return sale;
}
