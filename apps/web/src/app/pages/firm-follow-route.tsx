import { BidHistory } from '../../features/listings/components/bid-history';
import { Countdown } from '../../features/listings/components/countdown';
import { FirmFollowPage } from '../../features/firm-follow/pages/firm-follow-page';

/**
 * /firm/listings/:id ('İlan Takibi', issue 28): the firm-follow feature's page with the listings
 * feature's public bid list (masked bidders, kept live by the page's stream) and countdown.
 * Features do not import each other; the app puts them together.
 */
export function FirmFollowRoute() {
  return (
    <FirmFollowPage
      bidHistory={(listingId) => <BidHistory listingId={listingId} />}
      countdown={(to, onExpire) => <Countdown to={to} onExpire={onExpire} />}
    />
  );
}
