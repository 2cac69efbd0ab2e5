import type { SaleAction } from '@arsamezat/shared/sales/sale';
import { describe, expect, it } from 'vitest';
import { nextSaleAction, saleActions, type SaleActionFacts } from './sale-actions.ts';

const base: SaleActionFacts = {
  step: 'buyer_confirmation',
  viewer: 'buyer',
  paymentEntered: false,
  appointmentSet: false,
  overdue: false,
  runnerUpStatus: null,
  runnerUpHoldOpen: false,
  runnerUpAnswerOpen: false,
  listingRelistable: true,
};

/** [what differs from `base`, the actions the viewer gets]. */
const TABLE: [Partial<SaleActionFacts>, SaleAction[]][] = [
  // 'Alıcı Onayı'
  [{}, ['confirm_purchase']],
  [{ viewer: 'firm' }, []],
  [{ viewer: 'runner_up', runnerUpStatus: 'held' }, []],
  [{ viewer: 'operator' }, ['cancel']],
  [{ viewer: 'operator', overdue: true }, ['cancel', 'declare_default']],
  // 'Ödeme Güvencesi': the buyer enters (and corrects) until it is confirmed
  [{ step: 'payment_security' }, ['enter_payment']],
  [{ step: 'payment_security', paymentEntered: true }, ['enter_payment']],
  [{ step: 'payment_security', viewer: 'firm' }, []],
  [{ step: 'payment_security', viewer: 'firm', paymentEntered: true }, ['confirm_payment']],
  [
    { step: 'payment_security', viewer: 'operator', paymentEntered: true, overdue: true },
    ['confirm_payment', 'cancel', 'declare_default'],
  ],
  // 'Tapu Randevusu'
  [{ step: 'title_appointment' }, []],
  [{ step: 'title_appointment', viewer: 'firm' }, ['set_appointment']],
  [
    { step: 'title_appointment', viewer: 'firm', appointmentSet: true },
    ['set_appointment', 'complete'],
  ],
  [
    { step: 'title_appointment', viewer: 'operator', appointmentSet: true },
    ['set_appointment', 'complete', 'cancel'],
  ],
  // Ended
  [{ step: 'completed', viewer: 'operator' }, []],
  [{ step: 'completed', viewer: 'firm' }, []],
  [{ step: 'cancelled', viewer: 'operator' }, ['relist']],
  [{ step: 'cancelled', viewer: 'operator', listingRelistable: false }, []],
  [
    { step: 'defaulted', viewer: 'operator', runnerUpStatus: 'held', runnerUpHoldOpen: true },
    ['offer_runner_up', 'relist'],
  ],
  [{ step: 'defaulted', viewer: 'operator', runnerUpStatus: 'held' }, ['relist']],
  [{ step: 'defaulted', viewer: 'operator', runnerUpStatus: 'released' }, ['relist']],
  [
    { step: 'defaulted', viewer: 'operator', runnerUpStatus: 'offered', runnerUpAnswerOpen: true },
    [],
  ],
  [{ step: 'defaulted', viewer: 'operator', runnerUpStatus: 'offered' }, ['relist']],
  [{ step: 'defaulted', viewer: 'firm', runnerUpStatus: 'held', runnerUpHoldOpen: true }, []],
  [{ step: 'defaulted', viewer: 'buyer' }, []],
  // The runner-up answers only while offered and within the window
  [
    { step: 'defaulted', viewer: 'runner_up', runnerUpStatus: 'offered', runnerUpAnswerOpen: true },
    ['answer_runner_up'],
  ],
  [{ step: 'defaulted', viewer: 'runner_up', runnerUpStatus: 'offered' }, []],
  [{ step: 'defaulted', viewer: 'runner_up', runnerUpStatus: 'held', runnerUpHoldOpen: true }, []],
];

describe('a sale’s actions by step and viewer', () => {
  it.each(TABLE)('%o → %o', (facts, expected) => {
    expect(saleActions({ ...base, ...facts })).toEqual(expected);
  });

  it('never names İptal as the next thing to do', () => {
    expect(nextSaleAction({ ...base, viewer: 'operator' })).toBeNull();
    expect(nextSaleAction({ ...base, viewer: 'operator', overdue: true })).toBe('declare_default');
    expect(
      nextSaleAction({ ...base, step: 'payment_security', viewer: 'firm', paymentEntered: true }),
    ).toBe('confirm_payment');
    expect(nextSaleAction({ ...base, viewer: 'firm' })).toBeNull();
  });
});
