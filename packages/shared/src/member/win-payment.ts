import { formatTl } from '../core/money.ts';
import { listingTypeOf, type ListingType } from '../listings/listing-types.ts';

/*
 * What the buyer of a sold listing pays, and to whom (decision 060), as the terms say it: the
 * deposit ('Hizmet Bedeli Peşinatı') is kept as the platform's service fee (hizmet bedeli, terms
 * 3); on an auction it counts towards the sale price, so the winner pays the listing owner the
 * rest at the title deed and never more than the price in all (8.4); on a pazarlık it does not,
 * and the owner is paid the whole price (8.5, decision 020). The platform never takes the sale
 * price itself (FAQ 'Tapu işlemleri').
 */

/** Amounts in kuruş. */
export type WinPayment = {
  /** The sale price: the winning bid, or the accepted offer. */
  price: number;
  /** The deposit, kept by the platform as its service fee; already paid. */
  serviceFee: number;
  /** Paid by the buyer to the listing owner at the title-deed transfer. */
  toOwner: number;
  /** Everything the buyer pays: the fee included. */
  total: number;
  /** Whether the fee counts towards the price (an auction, terms 8.4). */
  feeInPrice: boolean;
};

export function winPayment(listingType: ListingType, price: number, deposit: number): WinPayment {
  const feeInPrice = listingTypeOf(listingType).depositDeducted;
  return {
    price,
    serviceFee: deposit,
    toOwner: feeInPrice ? Math.max(price - deposit, 0) : price,
    total: feeInPrice ? Math.max(price, deposit) : price + deposit,
    feeInPrice,
  };
}

/** One line of the breakdown: who is paid what, and a plain word on it. */
export type WinPaymentRow = { label: string; amount: number; detail: string };

/** The winner's breakdown on their pages: the price, the fee and who receives it, the owner's part. */
export function winPaymentRows(payment: WinPayment, siteName: string): WinPaymentRow[] {
  const { price, serviceFee, toOwner, feeInPrice } = payment;
  return [
    {
      label: 'Satış bedeli',
      amount: price,
      detail: feeInPrice
        ? 'Kazanan teklifiniz. Hizmet bedeli bu tutarın içindedir.'
        : 'Kabul edilen teklifiniz.',
    },
    {
      label: `Hizmet bedeli (${siteName})`,
      amount: serviceFee,
      detail: feeInPrice
        ? 'Yatırdığınız teminattır; ödendi ve satış bedelinden düşülür.'
        : 'Yatırdığınız teminattır; ödendi. Satış bedelinden düşülmez.',
    },
    {
      label: 'Tapu devrinde ilan sahibine',
      amount: toOwner,
      detail: feeInPrice
        ? 'Satış bedelinin, hizmet bedeli düşüldükten sonra kalan kısmı.'
        : 'Satış bedelinin tamamı.',
    },
  ];
}

/** Under the breakdown: the buyer's total, and that the platform never takes the sale price. */
export function winPaymentTotal(payment: WinPayment): string {
  return payment.feeInPrice
    ? `Toplam ödemeniz ${formatTl(payment.total)}: satış bedelini aşmaz.`
    : `Toplam ödemeniz ${formatTl(payment.total)}: satış bedeli ile hizmet bedeli.`;
}

/** The steps after the breakdown (terms 9.6, 10.3; FAQ 'Tapu işlemleri'). */
export const WIN_STEPS = {
  details: 'Bilgileriniz tapu devrinin yapılabilmesi için ilan sahibiyle paylaşılır.',
  titleDeed:
    'Tapu devri, ilan sahibiyle aranızda doğrudan Tapu Müdürlüğü’nde veya noterde yapılır; tapu harcı ve döner sermaye bedeli mevzuata göre taraflarca ayrıca ödenir.',
} as const;
