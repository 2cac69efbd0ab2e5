import type { SaleView } from '@arsamezat/shared/sales/sale';
import type { WinPayment } from '@arsamezat/shared/member/win-payment';
import type { MoneyBreakdownRow } from '../ui/money-breakdown';

/**
 * The sale's amounts as the winner's breakdown reads them (decision 060, `winPaymentRows`): the
 * server has already worked out the balance due at the title deed, so the fee counts towards the
 * price exactly when the balance is less than the price (an auction), never from the listing type
 * guessed again here.
 */
export function salePayment(
  sale: Pick<SaleView, 'price' | 'serviceFee' | 'balanceDue'>,
): WinPayment {
  const feeInPrice = sale.balanceDue < sale.price;
  return {
    price: sale.price,
    serviceFee: sale.serviceFee,
    toOwner: sale.balanceDue,
    total: feeInPrice ? Math.max(sale.price, sale.serviceFee) : sale.price + sale.serviceFee,
    feeInPrice,
  };
}

/**
 * The same amounts for the seller firm and the operator, in the third person: the buyer's
 * breakdown says 'your bid' and 'your deposit', which would be wrong on their screens.
 */
export function saleSideRows(payment: WinPayment, siteName: string): MoneyBreakdownRow[] {
  return [
    {
      label: 'Satış bedeli',
      amount: payment.price,
      detail: payment.feeInPrice
        ? 'Alıcının kazanan teklifi. Hizmet bedeli bu tutarın içindedir.'
        : 'Kabul edilen teklif.',
    },
    {
      label: `Hizmet bedeli (${siteName})`,
      amount: payment.serviceFee,
      detail: 'Alıcının yatırdığı teminattır; ödendi.',
    },
    {
      label: 'Tapu devrinde satıcıya',
      amount: payment.toOwner,
      detail: 'Alıcının tapu devrinde satıcıya ödeyeceği tutar.',
    },
  ];
}
