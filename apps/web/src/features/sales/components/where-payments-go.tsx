import { TITLE_DEED_TAX_RATE_PER_SIDE, type SaleView } from '@arsamezat/shared/sales/sale';
import { winPaymentRows, winPaymentTotal } from '@arsamezat/shared/member/win-payment';
import { salePayment, saleSideRows } from '../../../components/sales/sale-money';
import { MoneyBreakdown } from '../../../components/ui/money-breakdown';
import { useSiteConfig } from '../../../lib/site-config';

const percent = (rate: number) => `%${String(Math.round(rate * 1000) / 10).replace('.', ',')}`;

/**
 * 'Ödemeler nerede yapılır': the price to the seller at the title-deed office, the service fee
 * already paid to the site (decision 060's breakdown), and the title-deed fees as information —
 * tapu harcı from each side unless the parties agree otherwise, the office's döner sermaye.
 */
export function WherePaymentsGo({ sale }: { sale: SaleView }) {
  const { siteName } = useSiteConfig();
  const payment = salePayment(sale);
  const rate = percent(TITLE_DEED_TAX_RATE_PER_SIDE);
  return (
    <div className="space-y-3">
      {sale.viewer === 'buyer' ? (
        <MoneyBreakdown
          label="Ödemeler"
          rows={winPaymentRows(payment, siteName)}
          footer={winPaymentTotal(payment)}
        />
      ) : (
        <MoneyBreakdown label="Ödemeler" rows={saleSideRows(payment, siteName)} />
      )}
      <ul className="list-disc space-y-1 pl-5 text-sm text-ink-700">
        <li>Satış bedeli tapu devrinde satıcıya ödenir; {siteName} satış bedelini tahsil etmez.</li>
        <li>Hizmet bedeli {siteName}’a ödendi; ayrıca bir ödeme istenmez.</li>
        <li>
          Tapu harcı: beyan edilen değerin {rate}’si alıcıdan, {rate}’si satıcıdan alınır (taraflar
          aksini kararlaştırmadıkça).
        </li>
        <li>Döner sermaye bedeli tapu müdürlüğünce belirlenir ve devir sırasında ödenir.</li>
      </ul>
    </div>
  );
}
