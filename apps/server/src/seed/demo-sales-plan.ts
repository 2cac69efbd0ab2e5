import type {
  SaleCancelReason,
  SaleDefaultReason,
  SalePaymentMethod,
} from '@arsamezat/shared/sales/sale';

/*
 * What the demo's sales (issue 29) show: one sale at every step of decision 073, on the demo's
 * finished auctions and its accepted offer, each with the timeline that led there. Times are hours
 * after the sale opened (the auction's close or the offer's acceptance).
 */

/** Who did a step: the sale's buyer, the firm's owner or staff (the operator if no firm), the operator. */
export type DemoActor = 'buyer' | 'firm_owner' | 'firm_staff' | 'operator';

export type DemoSaleScenario = {
  /** Where the sale ends up (for the seed's test and the reader). */
  step:
    | 'buyer_confirmation'
    | 'payment_security'
    | 'title_appointment'
    | 'completed'
    | 'cancelled'
    | 'defaulted';
  confirmedAfter?: number;
  payment?: {
    method: SalePaymentMethod;
    reference: string;
    enteredAfter: number;
    /** Hours after the sale; absent: not confirmed yet. */
    confirmedAfter?: number;
    confirmedBy?: DemoActor;
  };
  /** `inDays`: a coming appointment at 10:30 (Istanbul) that many days from now; else 2 h before completion. */
  appointment?: { setAfter: number; by: DemoActor; office: string; inDays?: number };
  completion?: { after: number; by: DemoActor };
  cancel?: { after: number; reason: SaleCancelReason; note: string };
  default?: { after: number; reason: SaleDefaultReason; note: string };
  /** After the default: the operator offered the sale to the runner-up this many hours ago. */
  runnerUpOfferedHoursAgo?: number;
};

const DAY = 24;

/** By listing title: the demo catalogue's finished auctions and its accepted offer. */
export const DEMO_SALE_SCENARIOS: Record<string, DemoSaleScenario> = {
  // The accepted offer, six hours ago: the buyer has not confirmed yet.
  "Torbalı Ayrancılar'da Depo İmarlı Arsa": { step: 'buyer_confirmation' },
  // Closed three days ago and never confirmed: overdue, on the operator's list of things to do,
  // its runner-up still held (decision 074: at most 5 business days).
  "Sapanca Kırkpınar'da Göl Manzaralı Villa Arsası": { step: 'buyer_confirmation' },
  // Confirmed; the price not secured yet.
  "Salihli Sart'ta Bağ Vasıflı 9.800 m² Arazi": { step: 'payment_security', confirmedAfter: 5 },
  // Confirmed; the GÖS reference entered, waiting for the firm to confirm it.
  "Kuşadası Davutlar'da Turizm İmarlı Arsa": {
    step: 'payment_security',
    confirmedAfter: 2,
    payment: { method: 'gos', reference: 'GOS-2026-0048213', enteredAfter: DAY + 3 },
  },
  // The payment confirmed (the runner-up released), the title-deed appointment set.
  "Seferihisar Doğanbey'de Bağ Evi Yapılabilir Arazi": {
    step: 'title_appointment',
    confirmedAfter: 3,
    payment: {
      method: 'bank_transfer',
      reference: 'EFT 2026 0412 7781',
      enteredAfter: 2 * DAY,
      confirmedAfter: 3 * DAY,
      confirmedBy: 'firm_owner',
    },
    appointment: {
      setAfter: 4 * DAY,
      by: 'firm_owner',
      inDays: 6,
      office: 'Seferihisar Tapu Müdürlüğü',
    },
  },
  // Done: the new title deed attached by the firm's staff.
  "Meram Yaka'da Konut İmarlı Köşe Arsa": {
    step: 'completed',
    confirmedAfter: 4,
    payment: {
      method: 'escrow',
      reference: 'EMN-558120',
      enteredAfter: 2 * DAY,
      confirmedAfter: 3 * DAY,
      confirmedBy: 'firm_staff',
    },
    appointment: {
      setAfter: 4 * DAY,
      by: 'firm_staff',
      office: 'Meram Tapu Müdürlüğü',
    },
    completion: { after: 14 * DAY + 3, by: 'firm_staff' },
  },
  // A shared parcel: a co-owner used the pre-emption right, nobody's fault (fee refunded).
  "Edremit Zeytinli'de Hisseli Zeytinlik": {
    step: 'cancelled',
    confirmedAfter: 2,
    payment: { method: 'escrow', reference: 'EMN-557904', enteredAfter: DAY + 6 },
    cancel: {
      after: 3 * DAY,
      reason: 'pre_emption',
      note: 'Paydaşlardan biri önalım hakkını kullanacağını noter aracılığıyla bildirdi.',
    },
  },
  // The buyer never confirmed: default, a strike, and the sale offered to the runner-up.
  "Simav Eynal'de Termal Bölgede Arsa": {
    step: 'defaulted',
    default: {
      after: 3 * DAY,
      reason: 'confirmation_missed',
      note: 'Hatırlatmalara rağmen 48 saat içinde onay verilmedi.',
    },
    runnerUpOfferedHoursAgo: 20,
  },
};
