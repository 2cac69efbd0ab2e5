import type { MyWin } from '@arsamezat/shared/member/member-records';
import {
  WIN_STEPS,
  winPayment,
  winPaymentRows,
  winPaymentTotal,
} from '@arsamezat/shared/member/win-payment';
import { Link } from 'react-router';
import { MoneyBreakdown } from '../../../components/ui/money-breakdown';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';

/**
 * What happens after a win, as the terms of use say it (decision 060): who receives what — the
 * sale price, the deposit kept as the platform's service fee (inside the price for auctions,
 * 8.4; on top for pazarlık, 8.5), the owner's part paid at the title deed — then the winner's
 * details going to the owner (9.6), the title deed transferred between buyer and owner at the
 * land registry or a notary (9.6, 10.3), and whom to ask.
 */
export function WinNextSteps({ win }: { win: MyWin }) {
  const { siteName, company } = useSiteConfig();
  const payment = winPayment(win.via, win.price, win.deposit);
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-900">Sonraki adımlar</h3>
      <MoneyBreakdown
        label="Ödemeleriniz"
        className="mt-2"
        rows={winPaymentRows(payment, siteName)}
        footer={winPaymentTotal(payment)}
      />
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-ink-700">
        <li>{WIN_STEPS.details}</li>
        <li>
          {WIN_STEPS.titleDeed} {siteName} satıcı değildir; yalnızca aracılık eder.
        </li>
        <li>
          Sorularınız için:{' '}
          <a
            href={`tel:${company.phoneHref}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {company.phone}
          </a>{' '}
          ·{' '}
          <a
            href={`mailto:${company.email}`}
            className="font-medium whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
          >
            {company.email}
          </a>{' '}
          ·{' '}
          <Link
            to={paths.termsOfUse}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Kullanım Koşulları
          </Link>
        </li>
      </ol>
    </div>
  );
}
