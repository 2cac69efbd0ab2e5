import {
  isOpenSaleStep,
  SALE_ACTIONS,
  type RunnerUpStatus,
  type SaleAction,
  type SaleStep,
  type SaleViewer,
} from '@arsamezat/shared/sales/sale';

/** What the actions of a sale depend on, read from its row (and the listing's live sale). */
export type SaleActionFacts = {
  step: SaleStep;
  viewer: SaleViewer;
  /** The buyer entered a payment reference ('Ödeme Güvencesi'). */
  paymentEntered: boolean;
  /** The firm or the operator set the title-deed appointment. */
  appointmentSet: boolean;
  /** An open step whose deadline has passed. */
  overdue: boolean;
  runnerUpStatus: RunnerUpStatus | null;
  /** The runner-up's deposit may still be held (before `runner_up_hold_until`). */
  runnerUpHoldOpen: boolean;
  /** The runner-up was offered the sale and may still answer (before `runner_up_deadline`). */
  runnerUpAnswerOpen: boolean;
  /**
   * The listing may go back on the market (`sale-default-relist.ts`): a Pazarlık listing, still
   * sold (not reopened already), with no live sale (a runner-up's sale that followed this one).
   */
  listingRelistable: boolean;
};

const FIRM_SIDE: readonly SaleViewer[] = ['firm', 'operator'];

/** Each action and when it is open; the viewer's part and the step decide (issue 29). */
const RULES: Record<SaleAction, (f: SaleActionFacts) => boolean> = {
  confirm_purchase: (f) => f.viewer === 'buyer' && f.step === 'buyer_confirmation',
  // The buyer may correct the reference until the firm or the operator confirms it.
  enter_payment: (f) => f.viewer === 'buyer' && f.step === 'payment_security',
  confirm_payment: (f) =>
    FIRM_SIDE.includes(f.viewer) && f.step === 'payment_security' && f.paymentEntered,
  // The appointment may be changed until the transfer is recorded.
  set_appointment: (f) => FIRM_SIDE.includes(f.viewer) && f.step === 'title_appointment',
  complete: (f) =>
    FIRM_SIDE.includes(f.viewer) && f.step === 'title_appointment' && f.appointmentSet,
  cancel: (f) => f.viewer === 'operator' && isOpenSaleStep(f.step),
  declare_default: (f) => f.viewer === 'operator' && isOpenSaleStep(f.step) && f.overdue,
  offer_runner_up: (f) =>
    f.viewer === 'operator' &&
    f.step === 'defaulted' &&
    f.runnerUpStatus === 'held' &&
    f.runnerUpHoldOpen,
  answer_runner_up: (f) =>
    f.viewer === 'runner_up' && f.runnerUpStatus === 'offered' && f.runnerUpAnswerOpen,
  relist: (f) =>
    f.viewer === 'operator' &&
    (f.step === 'defaulted' || f.step === 'cancelled') &&
    !(f.runnerUpStatus === 'offered' && f.runnerUpAnswerOpen) &&
    f.listingRelistable,
};

/** What the viewer may do now, in the catalogue's order. */
export function saleActions(facts: SaleActionFacts): SaleAction[] {
  return SALE_ACTIONS.filter((action) => RULES[action](facts));
}

/**
 * 'What to do now' on a list: the viewer's first action, never 'İptal' (always open to the
 * operator, never a to-do); null when it is someone else's turn.
 */
export function nextSaleAction(facts: SaleActionFacts): SaleAction | null {
  return saleActions(facts).find((action) => action !== 'cancel') ?? null;
}
