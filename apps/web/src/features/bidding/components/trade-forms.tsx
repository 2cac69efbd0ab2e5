import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import type { ListingType } from '@arsamezat/shared/listings/listing-types';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import type { ComponentType } from 'react';
import { GETTING_READY_CLASSES } from '../../../components/ui/getting-ready';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMyBids } from '../api/get-my-bids';
import { AuctionStanding } from './auction-standing';
import { BidForm } from './bid-form';
import { MaximumBidForm } from './maximum-bid-form';
import { OfferPanel } from './offer-panel';
import { MY_BIDS_LOADING } from './trade-panel-texts';

/** What the trade panel hands the forms of a listing's type, under its deposit gate. */
export type TradeFormsProps = {
  listing: ListingDetail;
  deposit: MyDeposit | undefined;
  onDepositRequired: () => void;
  now: () => Date;
};

/**
 * An auction's forms under where the member stands (issue 26): the leader is offered only what
 * they can do — set or raise a maximum — never a bid the server would refuse (ALREADY_HIGHEST);
 * anyone else a bid and a maximum. Drawn once the member's bids are known.
 */
function AuctionForms({ listing, deposit, onDepositRequired, now }: TradeFormsProps) {
  const myBids = useMyBids(listing.id, { enabled: true });
  if (myBids.isPending) return <Spinner label={MY_BIDS_LOADING} />;
  const leading = myBids.data?.items.some((bid) => bid.isHighest) ?? false;
  const shared = { listing, deposit, onDepositRequired, now };
  return (
    <>
      <AuctionStanding listing={listing} mine={myBids.data} leading={leading} />
      {!leading && <BidForm {...shared} />}
      <MaximumBidForm {...shared} leading={leading} maximum={myBids.data?.maximum ?? null} />
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

/** The forms of the listing's type: what the trade panel loads beside its deposit gate. */
export function TradeForms(props: TradeFormsProps) {
  const Forms = TRADE_FORMS[props.listing.listingType];
  const live = useHydrated();
  // Drawn by the server for a known member (decision 095): shown at once, usable — and saying
  // it is getting ready until then — once the page is live and this code has come.
  return (
    <fieldset
      disabled={!live}
      aria-busy={live ? undefined : true}
      // Nothing to show (an offer listing without a deposit): no gap in the panel either.
      className={`min-w-0 space-y-4 empty:hidden ${GETTING_READY_CLASSES}`}
    >
      <Forms {...props} />
    </fieldset>
  );
}
