import type { FirmListingActivity } from '@arsamezat/shared/firms/firm-activity';
import { formatTl } from '@arsamezat/shared/core/money';
import { takesOffers } from '@arsamezat/shared/listings/listing-types';
import { Notice } from '../../../components/ui/notice';
import { formatDateTime } from '../../../lib/format-date';

/** How the listing ended: sold to a masked buyer at a price, ended without a sale, or cancelled. */
export function FollowResult({
  result,
  listingType,
}: {
  result: NonNullable<FirmListingActivity['result']>;
  listingType: FirmListingActivity['listing']['listingType'];
}) {
  const when = result.closedAt ? ` (${formatDateTime(result.closedAt)})` : '';
  if (result.status === 'cancelled') {
    return (
      <Notice tone="warning" title="İlan iptal edildi">
        Bu ilan iptal edildi{when}; teminat yatıranların teminatları iade edilir.
      </Notice>
    );
  }
  if (result.winnerName !== null && result.finalPrice !== null) {
    return (
      <Notice tone="success" title={`Satıldı: ${formatTl(result.finalPrice)}`}>
        {takesOffers(listingType)
          ? `${result.winnerName} kullanıcısının teklifi kabul edildi${when}.`
          : `İhaleyi ${result.winnerName} kazandı${when}.`}{' '}
        Ekibimiz satış ve tapu devri için alıcıyla ve sizinle iletişime geçecek.
      </Notice>
    );
  }
  return (
    <Notice tone="info" title="Satış olmadan sona erdi">
      {takesOffers(listingType)
        ? `İlanın süresi teklif kabul edilmeden doldu${when}.`
        : `İhale teklif almadan sona erdi${when}.`}{' '}
      Teminat yatıranların teminatları iade edilir.
    </Notice>
  );
}
