import type { FirmListingActivity } from '@arsamezat/shared/firms/firm-activity';
import { formatTl } from '@arsamezat/shared/core/money';
import { takesOffers } from '@arsamezat/shared/listings/listing-types';
import { Eye, Gavel, HandCoins, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';

type Stat = { label: string; value: string; detail?: string; icon: LucideIcon };

/**
 * The figures a firm follows: the current price, bids (or offers), watchers, and deposits paid
 * as a count and a sum — never who paid (issue 28).
 */
export function FollowStats({ activity }: { activity: FirmListingActivity }) {
  const { listing, watchers, deposits, offers } = activity;
  const offerListing = takesOffers(listing.listingType);
  const pending = offers?.filter((offer) => offer.status === 'pending').length ?? 0;
  const price = offerListing
    ? {
        label: 'Liste Fiyatı',
        value: formatTl(listing.startingPrice),
      }
    : listing.highestBid === null
      ? { label: 'Başlangıç Fiyatı', value: formatTl(listing.startingPrice) }
      : { label: 'Güncel Fiyat', value: formatTl(listing.highestBid) };
  const stats: Stat[] = [
    { ...price, icon: HandCoins },
    offerListing
      ? {
          label: 'Teklifler',
          value: String(offers?.length ?? 0),
          detail: pending > 0 ? `${pending} bekliyor` : undefined,
          icon: Gavel,
        }
      : { label: 'Teklif Sayısı', value: String(listing.bidCount), icon: Gavel },
    { label: 'Takipçi', value: String(watchers), icon: Eye },
    {
      label: 'Teminatlar',
      value: String(deposits.count),
      detail: deposits.count > 0 ? `Toplam ${formatTl(deposits.total)}` : undefined,
      icon: ShieldCheck,
    },
  ];

  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(({ label, value, detail, icon: Icon }) => (
        <Card key={label} className="min-w-0 p-4">
          <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-500 uppercase">
            <Icon aria-hidden className="size-4 shrink-0 text-brand-600" />
            <span className="min-w-0 break-words">{label}</span>
          </dt>
          <dd className="mt-1.5 text-lg font-bold break-words text-ink-900 tabular-nums sm:text-xl">
            {value}
          </dd>
          {detail && <dd className="text-xs font-medium text-ink-600">{detail}</dd>}
        </Card>
      ))}
    </dl>
  );
}
