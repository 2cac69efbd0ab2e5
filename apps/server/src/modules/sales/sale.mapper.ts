import { maskBidderName } from '@arsamezat/shared/trading/bids';
import type { ListingType } from '@arsamezat/shared/listings/listing-types';
import { saleDocumentTitle } from '@arsamezat/shared/sales/sale-documents';
import {
  isOpenSaleStep,
  SALE_ACTOR_ROLE_LABELS,
  SALE_DOCUMENT_LABELS,
  SALE_END_REASON_LABELS,
  SALE_STEP_LABELS,
  SALE_TIMELINE_STEPS,
  SALE_ACTOR_ROLES,
  type SaleActorRole,
  type SaleDocumentKind,
  type SaleEndReason,
  type SalePaymentMethod,
  type SaleView,
  type SaleViewer,
} from '@arsamezat/shared/sales/sale';
import { saleActions, type SaleActionFacts } from './sale-actions.ts';
import { runnerUpSeesEvent, saleEventText } from './sale-event-texts.ts';
import type { SaleContext } from './sale-view.repository.ts';
import type { SaleRow } from './sales.repository.ts';

/*
 * One sale as its viewer sees it (issue 29): the buyer sees their own name and no runner-up;
 * the firm and the operator the buyer's full name and phone; the runner-up the buyer masked,
 * their own block, and only the timeline lines about the sale's start, end and their part.
 */

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** An open step whose deadline has passed. */
export const isSaleOverdue = (sale: SaleRow, now: Date) =>
  isOpenSaleStep(sale.step) && sale.stepDeadline !== null && sale.stepDeadline <= now;

/** The facts the actions depend on (`sale-actions.ts`). */
export function actionFactsOf(
  sale: SaleRow,
  viewer: SaleViewer,
  now: Date,
  listingRelistable: boolean,
): SaleActionFacts {
  return {
    step: sale.step,
    viewer,
    paymentEntered: sale.paymentEnteredAt !== null,
    appointmentSet: sale.appointmentAt !== null,
    overdue: isSaleOverdue(sale, now),
    runnerUpStatus: sale.runnerUpStatus,
    runnerUpHoldOpen: sale.runnerUpHoldUntil !== null && sale.runnerUpHoldUntil > now,
    runnerUpAnswerOpen: sale.runnerUpDeadline !== null && sale.runnerUpDeadline > now,
    listingRelistable,
  };
}

/** The event that finishes each station of the timeline. */
const DONE_BY_EVENT: Record<(typeof SALE_TIMELINE_STEPS)[number], string> = {
  buyer_confirmation: 'buyer_confirmed',
  payment_security: 'payment_confirmed',
  title_appointment: 'completed',
  completed: 'completed',
};

/** Where an ended sale stopped: the first station it had not finished. */
function stoppedAt(sale: SaleRow): (typeof SALE_TIMELINE_STEPS)[number] {
  if (sale.buyerConfirmedAt === null) return 'buyer_confirmation';
  if (sale.paymentConfirmedAt === null) return 'payment_security';
  return 'title_appointment';
}

/** Labels of stored codes; a code this version does not know is shown as it is. */
const endReasonLabel = (reason: string) =>
  Object.hasOwn(SALE_END_REASON_LABELS, reason)
    ? SALE_END_REASON_LABELS[reason as SaleEndReason]
    : reason;
/** As the document is titled: a pazarlık sale's result is the 'Satış Sonuç Belgesi' (077). */
const documentLabel = (kind: string, listingType: ListingType) =>
  Object.hasOwn(SALE_DOCUMENT_LABELS, kind)
    ? saleDocumentTitle(kind as SaleDocumentKind, listingType)
    : kind;

const asRole = (role: string): SaleActorRole =>
  (SALE_ACTOR_ROLES as readonly string[]).includes(role) ? (role as SaleActorRole) : 'system';

/**
 * The timeline's order: by time; a step's own line before the lines it caused in the same
 * transaction (the runner-up's release after the confirmed payment), the sale's opening first.
 */
const rankOf = (kind: string) => (kind === 'created' ? 0 : kind.startsWith('runner_up_') ? 2 : 1);
const timelineOrder = (
  a: { kind: string; createdAt: Date; id: string },
  b: { kind: string; createdAt: Date; id: string },
) =>
  a.createdAt.getTime() - b.createdAt.getTime() ||
  rankOf(a.kind) - rankOf(b.kind) ||
  a.id.localeCompare(b.id);

export function toSaleView(
  sale: SaleRow,
  context: SaleContext,
  viewer: SaleViewer,
  now: Date,
): SaleView {
  const sidesNames = viewer === 'firm' || viewer === 'operator';
  const events = [...context.events]
    .sort(timelineOrder)
    .filter((event) => viewer !== 'runner_up' || runnerUpSeesEvent(event.kind))
    .map((event) => {
      const name =
        event.actorFirstName !== null && event.actorLastName !== null
          ? `${event.actorFirstName} ${event.actorLastName}`
          : null;
      return {
        id: event.id,
        kind: event.kind,
        text: saleEventText(event.kind, event.detail),
        actorRole: asRole(event.actorRole),
        actorName: sidesNames ? name : null,
        at: event.createdAt.toISOString(),
      };
    });
  const doneEvent = (kind: string) => events.filter((e) => e.kind === kind).at(-1) ?? null;
  const ended = sale.step === 'cancelled' || sale.step === 'defaulted';
  const currentIndex = isOpenSaleStep(sale.step)
    ? SALE_TIMELINE_STEPS.indexOf(sale.step)
    : sale.step === 'completed'
      ? SALE_TIMELINE_STEPS.length
      : SALE_TIMELINE_STEPS.indexOf(stoppedAt(sale));
  const steps = SALE_TIMELINE_STEPS.map((step, index) => {
    const isLast = step === 'completed';
    if (ended && (index === currentIndex || isLast)) {
      const endEvent = isLast ? doneEvent(sale.step) : null;
      return {
        step,
        label: isLast ? SALE_STEP_LABELS[sale.step] : SALE_STEP_LABELS[step],
        state: 'stopped' as const,
        deadline: null,
        doneAt: isLast ? iso(sale.endedAt) : null,
        doneBy: endEvent
          ? (endEvent.actorName ?? SALE_ACTOR_ROLE_LABELS[endEvent.actorRole])
          : null,
      };
    }
    const done = index < currentIndex || sale.step === 'completed';
    const event = done ? doneEvent(DONE_BY_EVENT[step]) : null;
    return {
      step,
      label: SALE_STEP_LABELS[step],
      state: done
        ? ('done' as const)
        : index === currentIndex
          ? ('current' as const)
          : ('upcoming' as const),
      deadline: index === currentIndex ? iso(sale.stepDeadline) : null,
      doneAt: event?.at ?? null,
      doneBy: event ? (event.actorName ?? SALE_ACTOR_ROLE_LABELS[event.actorRole]) : null,
    };
  });
  const buyer = context.buyer;
  const buyerName = buyer ? fullName(buyer) : '';
  const runnerUp = context.runnerUp;
  const showsRunnerUp =
    (viewer === 'operator' || viewer === 'runner_up') &&
    sale.runnerUpStatus !== null &&
    sale.runnerUpAmount !== null;
  const partyOfSteps = viewer !== 'runner_up';
  return {
    id: sale.id,
    number: sale.number,
    origin: sale.origin,
    viewer,
    listing: {
      id: context.listing.id,
      title: context.listing.title,
      province: context.listing.province,
      district: context.listing.district ?? '',
      neighbourhood: context.listing.neighbourhood,
      ada: context.listing.ada,
      parsel: context.listing.parsel,
      listingType: context.listing.listingType,
    },
    buyer:
      viewer === 'runner_up'
        ? { name: maskBidderName(buyerName), phone: null }
        : { name: buyerName, phone: buyer?.phone ?? null },
    firm: context.firm,
    price: sale.price,
    serviceFee: sale.serviceFee,
    balanceDue: sale.balanceDue,
    step: sale.step,
    stepDeadline: iso(sale.stepDeadline),
    overdue: isSaleOverdue(sale, now),
    steps,
    events,
    payment:
      partyOfSteps && sale.paymentMethod && sale.paymentReference && sale.paymentEnteredAt
        ? {
            method: sale.paymentMethod as SalePaymentMethod,
            reference: sale.paymentReference,
            enteredAt: sale.paymentEnteredAt.toISOString(),
            confirmedAt: iso(sale.paymentConfirmedAt),
          }
        : null,
    appointment:
      partyOfSteps && sale.appointmentAt && sale.appointmentOffice
        ? { at: sale.appointmentAt.toISOString(), office: sale.appointmentOffice }
        : null,
    end:
      ended && sale.endReason && sale.endedAt
        ? {
            kind: sale.step as 'cancelled' | 'defaulted',
            reason: sale.endReason,
            reasonLabel: endReasonLabel(sale.endReason),
            note: sale.endNote,
            at: sale.endedAt.toISOString(),
          }
        : null,
    documents: partyOfSteps
      ? context.documents.map((doc) => ({
          id: doc.id,
          kind: doc.kind as SaleDocumentKind,
          label: documentLabel(doc.kind, context.listing.listingType),
          number: doc.number,
          createdAt: doc.createdAt.toISOString(),
          verificationPath: doc.verificationCode ? `/belge/${doc.verificationCode}` : null,
        }))
      : [],
    runnerUp: showsRunnerUp
      ? {
          name: runnerUp ? fullName(runnerUp) : '',
          amount: sale.runnerUpAmount ?? 0,
          status: sale.runnerUpStatus ?? 'held',
          holdUntil: iso(sale.runnerUpHoldUntil),
          answerBy: iso(sale.runnerUpDeadline),
        }
      : null,
    actions: saleActions(actionFactsOf(sale, viewer, now, context.listingRelistable)),
    createdAt: sale.createdAt.toISOString(),
  };
}
