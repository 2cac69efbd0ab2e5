import { listingTypeOf } from '@arsamezat/shared/listings/listing-types';
import type { MyWin } from '@arsamezat/shared/member/member-records';
import { formatTl } from '@arsamezat/shared/core/money';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';

/**
 * What happens after a win, as the terms of use say it: the deposit as the service fee
 * (deducted from the price for auctions, 8.4; kept for pazarlık, 8.5), the winner's details go to
 * the owner (9.6), the title deed is transferred between buyer and owner at the land registry or
 * a notary (9.6, 10.3), and whom to ask.
 */
export function WinNextSteps({ win }: { win: MyWin }) {
  const { siteName, company } = useSiteConfig();
  const { depositDeducted } = listingTypeOf(win.via);
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-900">Sonraki adımlar</h3>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-ink-700">
        <li>
          {depositDeducted
            ? `Teminatınız (${formatTl(win.deposit)}) hizmet bedeli olarak tahsil edildi ve satış bedelinden mahsup edilir: tapu devrinde ilan sahibine ${formatTl(win.remaining)} ödersiniz.`
            : `Satış gerçekleştiği için teminatınız (${formatTl(win.deposit)}) hizmet bedeli olarak tahsil edildi. Satış bedeli ${formatTl(win.price)}.`}
        </li>
        <li>Bilgileriniz tapu devrinin yapılabilmesi için ilan sahibiyle paylaşılır.</li>
        <li>
          Tapu devri, ilan sahibiyle aranızda doğrudan Tapu Müdürlüğü’nde veya noterde yapılır.{' '}
          {siteName} satıcı değildir; yalnızca aracılık eder.
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
