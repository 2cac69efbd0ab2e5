import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import type { ListingType } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import type { ComponentType } from 'react';
import { useMyBids } from '../api/get-my-bids';
import { BidForm } from './bid-form';
import { MaximumBidForm } from './maximum-bid-form';
import { OfferPanel } from './offer-panel';

/** What the trade panel hands the forms of a listing's type, under its deposit gate. */
export type TradeFormsProps = {
  listing: ListingDetail;
  deposit: MyDeposit | undefined;
  onDepositRequired: () => void;
  now: () => Date;
};

/** An auction's forms: a bid and a maximum, both told whether the member leads. */
function AuctionForms({ listing, deposit, onDepositRequired, now }: TradeFormsProps) {
  const myBids = useMyBids(listing.id, { enabled: true });
  const leading = myBids.data?.items.some((bid) => bid.isHighest) ?? false;
  const shared = { listing, deposit, onDepositRequired, now, leading };
  return (
    <>
      <BidForm {...shared} />
      <MaximumBidForm {...shared} maximum={myBids.data?.maximum ?? null} />
    </>
  );
}

/** An offer listing's form: the member's one offer. */
function OfferForms({ listing, deposit, onDepositRequired }: TradeFormsProps) {
  return <OfferPanel listing={listing} deposit={deposit} onDepositRequired={onDepositRequired} />;
}

/**
 * The web side of the listing-type registry (`@arsamezat/shared/listings/listing-types`): the forms each
 * type's panel draws. It is inside the trade panel's chunk, loaded on demand (decision 051); the
 * member's records asked for beside that chunk are in lazy-trade-panel.tsx.
 */
export const TRADE_FORMS: Record<ListingType, ComponentType<TradeFormsProps>> = {
  auction: AuctionForms,
  offer: OfferForms,
};
