import { istanbulToDate, toIstanbulInputs } from '@arsamezat/shared/core/istanbul-time';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { firmMembers } from '../db/schema/firms.ts';
import { listings } from '../db/schema/listings.ts';
import { saleDocuments, sales, userStrikes } from '../db/schema/sales.ts';
import { bids, deposits, offers } from '../db/schema/trading.ts';
import {
  appendSaleEvent,
  openSale,
  readSaleSettings,
  type RunnerUpHold,
  type SaleEventInput,
} from '../modules/sales/index.ts';
import { DEMO_SALE_SCENARIOS, type DemoActor, type DemoSaleScenario } from './demo-sales-plan.ts';

/*
 * The demo's sales (issue 29, decision 073): every finished demo auction with a winner and the
 * accepted offer become a sale, each brought to the step its scenario names with the timeline
 * that led there, inside the seed's transaction. Deposits agree with each step: the buyer's
 * completed deposit is the service fee (`kept` once completed or defaulted, refund due after a
 * cancellation), the runner-up's stays completed while held and is due for refund once
 * released; a default leaves a strike. The PDFs
 * (İhale Sonuç Belgesi, Satış Özeti) are drawn by the document job after start, not here.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The completed sale's title deed, written to the private document storage before the rows. */
export type DemoTitleDeed = {
  storageKey: string;
  fileName: string;
  mimeType: string;
  size: number;
};

type Party = { id: string | null; role: SaleEventInput['actorRole'] };

export async function insertDemoSales(
  tx: Tx,
  input: { now: Date; adminId: string | null; titleDeed: DemoTitleDeed | null },
): Promise<{ sales: number }> {
  const { now, adminId } = input;
  const settings = await readSaleSettings(tx);
  const sold = await tx
    .select()
    .from(listings)
    .where(inArray(listings.title, Object.keys(DEMO_SALE_SCENARIOS)));
  let opened = 0;
  for (const listing of sold) {
    const scenario = DEMO_SALE_SCENARIOS[listing.title];
    if (!scenario || !listing.winnerId || !listing.finalPrice || !listing.closedAt) continue;
    const buyerId = listing.winnerId;
    const openedAt = listing.closedAt;
    const at = (hours: number) => new Date(openedAt.getTime() + hours * HOUR);
    const members = listing.firmId
      ? await tx.select().from(firmMembers).where(eq(firmMembers.firmId, listing.firmId))
      : [];
    const owner = members.find((m) => m.role === 'owner')?.userId ?? null;
    const staff = members.find((m) => m.role === 'staff')?.userId ?? owner;
    const operator: Party = { id: adminId, role: 'operator' };
    const party = (actor: DemoActor): Party => {
      if (actor === 'buyer') return { id: buyerId, role: 'buyer' };
      if (actor === 'operator' || !listing.firmId) return operator;
      return { id: actor === 'firm_owner' ? owner : staff, role: 'firm' };
    };

    const [fee] = await latestDeposit(tx, listing.id, buyerId);
    const runnerUp = await demoRunnerUp(tx, listing.id, listing.listingType, buyerId);
    const isOffer = listing.listingType === 'offer';
    const [accepted] = isOffer
      ? await tx
          .select({ id: offers.id })
          .from(offers)
          .where(and(eq(offers.listingId, listing.id), eq(offers.status, 'accepted')))
      : [];
    const sale = await openSale(tx, {
      listingId: listing.id,
      listingType: listing.listingType,
      buyerId,
      firmId: listing.firmId,
      origin: isOffer ? 'offer' : 'auction',
      offerId: accepted?.id ?? null,
      deposit: fee ? { id: fee.id, amount: fee.amount } : null,
      price: listing.finalPrice,
      runnerUp,
      actorId: isOffer ? party('firm_owner').id : null,
      actorRole: isOffer ? (listing.firmId ? 'firm' : 'operator') : 'system',
      now: openedAt,
    });
    if (runnerUp)
      await tx
        .update(deposits)
        .set({ status: 'completed', refundDueAt: null, updatedAt: openedAt })
        .where(eq(deposits.id, runnerUp.depositId));
    const event = (kind: string, who: Party, when: Date, detail?: Record<string, unknown>) =>
      appendSaleEvent(tx, {
        saleId: sale.id,
        kind,
        actorId: who.id,
        actorRole: who.role,
        detail,
        now: when,
      });

    const update: Partial<typeof sales.$inferInsert> = {};
    let runnerUpHeld = runnerUp !== null;
    const releaseRunnerUp = async (when: Date, reason: string) => {
      if (!runnerUp || !runnerUpHeld) return;
      runnerUpHeld = false;
      update.runnerUpStatus = 'released';
      // A release long past has been paid out from the refund queue the next day.
      const refundedAt = new Date(when.getTime() + DAY);
      const paidOut = refundedAt.getTime() + DAY < now.getTime();
      await tx
        .update(deposits)
        .set({
          status: paidOut ? 'refunded' : 'refund_due',
          refundDueAt: when,
          ...(paidOut ? { refundedAt, refundReference: `demo-${sale.number}` } : {}),
          updatedAt: paidOut ? refundedAt : when,
        })
        .where(eq(deposits.id, runnerUp.depositId));
      await event('runner_up_released', { id: null, role: 'system' }, when, { reason });
    };

    if (scenario.confirmedAfter !== undefined) {
      const confirmed = at(scenario.confirmedAfter);
      Object.assign(update, {
        buyerConfirmedAt: confirmed,
        step: 'payment_security',
        stepStartedAt: confirmed,
        stepDeadline: new Date(confirmed.getTime() + settings.paymentSecurityDays * DAY),
      });
      await event('buyer_confirmed', party('buyer'), confirmed);
    }
    const payment = scenario.payment;
    if (payment) {
      const entered = at(payment.enteredAfter);
      Object.assign(update, {
        paymentMethod: payment.method,
        paymentReference: payment.reference,
        paymentEnteredAt: entered,
        paymentEnteredBy: buyerId,
      });
      await event('payment_entered', party('buyer'), entered, {
        method: payment.method,
        reference: payment.reference,
      });
      if (payment.confirmedAfter !== undefined) {
        const confirmed = at(payment.confirmedAfter);
        const by = party(payment.confirmedBy ?? 'firm_owner');
        Object.assign(update, {
          paymentConfirmedAt: confirmed,
          paymentConfirmedBy: by.id,
          step: 'title_appointment',
          stepStartedAt: confirmed,
          stepDeadline: new Date(confirmed.getTime() + settings.titleAppointmentDays * DAY),
        });
        await event('payment_confirmed', by, confirmed);
        await releaseRunnerUp(confirmed, 'payment_confirmed');
      }
    }
    await applyEnding(scenario, { at, now, update, party, operator, event, releaseRunnerUp });

    // A hold that reached its limit was released by the job (decision 074).
    if (runnerUpHeld && sale.runnerUpHoldUntil && sale.runnerUpHoldUntil < now)
      await releaseRunnerUp(sale.runnerUpHoldUntil, 'hold_ended');
    if (scenario.runnerUpOfferedHoursAgo !== undefined && runnerUpHeld && sale.runnerUpHoldUntil) {
      const offered = new Date(now.getTime() - scenario.runnerUpOfferedHoursAgo * HOUR);
      const answerBy = new Date(
        Math.min(
          offered.getTime() + settings.runnerUpAnswerHours * HOUR,
          sale.runnerUpHoldUntil.getTime(),
        ),
      );
      Object.assign(update, {
        runnerUpStatus: 'offered',
        runnerUpOfferedAt: offered,
        runnerUpDeadline: answerBy,
      });
      await event('runner_up_offered', operator, offered, {
        amount: runnerUp?.amount,
        answerBy: answerBy.toISOString(),
      });
    }

    if (scenario.default) {
      const when = at(scenario.default.after);
      await tx.insert(userStrikes).values({
        userId: buyerId,
        saleId: sale.id,
        reason: scenario.default.note,
        createdBy: adminId,
        createdAt: when,
      });
    }
    // A completed or defaulted sale's fee is kept (decision 079).
    const keptAfter = scenario.completion?.after ?? scenario.default?.after;
    if (keptAfter !== undefined && fee) {
      const when = at(keptAfter);
      await tx
        .update(deposits)
        .set({ status: 'kept', updatedAt: when })
        .where(eq(deposits.id, fee.id));
    }
    if (scenario.cancel && fee) {
      const when = at(scenario.cancel.after);
      await tx
        .update(deposits)
        .set({ status: 'refund_due', refundDueAt: when, updatedAt: when })
        .where(eq(deposits.id, fee.id));
    }
    if (scenario.completion)
      await tx.update(listings).set({ status: 'sold' }).where(eq(listings.id, listing.id));
    if (scenario.completion && input.titleDeed) {
      const { storageKey, fileName, mimeType, size } = input.titleDeed;
      await tx.insert(saleDocuments).values({
        saleId: sale.id,
        kind: 'title_deed',
        storageKey,
        fileName,
        mimeType,
        sizeBytes: size,
        createdBy: party(scenario.completion.by).id,
        createdAt: at(scenario.completion.after),
      });
    }
    const last = [
      update.endedAt,
      update.completedAt,
      update.stepStartedAt,
      update.runnerUpOfferedAt,
    ]
      .filter((d): d is Date => d instanceof Date)
      .reduce((a, b) => (b > a ? b : a), openedAt);
    await tx
      .update(sales)
      .set({ ...update, updatedAt: last })
      .where(eq(sales.id, sale.id));
    opened++;
  }
  return { sales: opened };
}

type Ending = {
  at: (hours: number) => Date;
  now: Date;
  update: Partial<typeof sales.$inferInsert>;
  party: (actor: DemoActor) => Party;
  operator: Party;
  event: (kind: string, who: Party, when: Date, detail?: Record<string, unknown>) => Promise<void>;
  releaseRunnerUp: (when: Date, reason: string) => Promise<void>;
};

/** The appointment, and how the sale ended: completed, cancelled (no one's fault) or defaulted. */
async function applyEnding(scenario: DemoSaleScenario, e: Ending): Promise<void> {
  const { appointment, completion } = scenario;
  if (appointment) {
    const when =
      appointment.inDays !== undefined
        ? istanbulToDate(
            toIstanbulInputs(new Date(e.now.getTime() + appointment.inDays * DAY)).date,
            '10:30',
          )
        : completion
          ? e.at(completion.after - 2)
          : null;
    if (when) {
      Object.assign(e.update, { appointmentAt: when, appointmentOffice: appointment.office });
      await e.event('appointment_set', e.party(appointment.by), e.at(appointment.setAfter), {
        at: when.toISOString(),
        office: appointment.office,
      });
    }
  }
  if (completion) {
    const when = e.at(completion.after);
    Object.assign(e.update, {
      step: 'completed',
      completedAt: when,
      stepStartedAt: when,
      stepDeadline: null,
    });
    await e.event('completed', e.party(completion.by), when, { documentKind: 'title_deed' });
  }
  const end = scenario.cancel ?? scenario.default;
  if (end) {
    const when = e.at(end.after);
    Object.assign(e.update, {
      step: scenario.cancel ? 'cancelled' : 'defaulted',
      endReason: end.reason,
      endNote: end.note,
      endedAt: when,
      endedBy: e.operator.id,
      stepStartedAt: when,
      stepDeadline: null,
    });
    await e.event(scenario.cancel ? 'cancelled' : 'defaulted', e.operator, when, {
      reason: end.reason,
      note: end.note,
    });
    // Nothing left to hold for after a cancellation; after a default the runner-up may be offered.
    if (scenario.cancel) await e.releaseRunnerUp(when, 'cancelled');
  }
}

async function latestDeposit(tx: Tx, listingId: string, userId: string) {
  return tx
    .select({ id: deposits.id, amount: deposits.amount })
    .from(deposits)
    .where(and(eq(deposits.listingId, listingId), eq(deposits.userId, userId)))
    .orderBy(desc(deposits.createdAt))
    .limit(1);
}

/**
 * The runner-up as the closing names them (decision 074): on an auction the other bidder with the
 * highest bid (their bid, never a maximum), on an offer the next-highest pending offer.
 */
async function demoRunnerUp(
  tx: Tx,
  listingId: string,
  listingType: string,
  buyerId: string,
): Promise<RunnerUpHold | null> {
  const [best] =
    listingType === 'offer'
      ? await tx
          .select({ userId: offers.userId, amount: offers.amount })
          .from(offers)
          .where(
            and(
              eq(offers.listingId, listingId),
              eq(offers.status, 'pending'),
              ne(offers.userId, buyerId),
            ),
          )
          .orderBy(desc(offers.amount))
          .limit(1)
      : await tx
          .select({ userId: bids.bidderId, amount: bids.amount })
          .from(bids)
          .where(and(eq(bids.listingId, listingId), ne(bids.bidderId, buyerId)))
          .orderBy(desc(bids.amount))
          .limit(1);
  if (!best) return null;
  const [deposit] = await latestDeposit(tx, listingId, best.userId);
  return deposit ? { userId: best.userId, amount: best.amount, depositId: deposit.id } : null;
}
