import { ListingDetailSchema, type ListingDetail } from '@arsamezat/shared/listings/listings';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { listingKeys } from '../../../lib/listing-keys';
import { apiRequest } from '../../../lib/api-client';
import { TradePanel } from '../components/trade-panel';
import { renderWithQuery } from './bidding-test-kit';
import { now } from './panel-routes';

/** The trade panel as the detail page renders it, and the API routes it calls. */

export {
  BIDS,
  DEPOSIT,
  MY_BIDS,
  MY_OFFERS,
  myBids,
  myOffers,
  now,
  OFFERS,
  stubPanelApi,
} from './panel-routes';

export const myBid = (amount: number, isHighest: boolean, automatic = false) => ({
  id: '44444444-5555-4666-8777-888888888888',
  amount,
  createdAt: '2026-05-05T11:00:00.000Z',
  isHighest,
  automatic,
});

/** A 201 answer to our bid of `amount` kuruş, as the 5th bid. */
export function bidPlaced(
  amount: number,
  overrides: { bidCount?: number; extended?: boolean } = {},
) {
  return {
    status: 201,
    body: {
      bid: {
        id: '33333333-4444-4555-8666-777777777777',
        amount,
        createdAt: '2026-05-05T12:00:01.000Z',
        automatic: false,
      },
      leading: true,
      maximum: null,
      listing: {
        highestBid: amount,
        minimumNextBid: amount + 1_000_000,
        bidCount: overrides.bidCount ?? 5,
        endsAt: '2026-05-10T09:00:00.000Z',
        extended: overrides.extended ?? false,
      },
    },
  };
}

/** The panel as the detail page gives it: the listing comes from the detail query's cache. */
export function LivePanel({ initial }: { initial: ListingDetail }) {
  const { data } = useQuery({
    queryKey: listingKeys.detail(initial.id),
    // The detail page's own fetch (features/listings), which a stale refusal makes it repeat.
    queryFn: async () => ListingDetailSchema.parse(await apiRequest(`/api/listings/${initial.id}`)),
    initialData: initial,
    staleTime: Infinity,
  });
  return <TradePanel listing={data} now={now} />;
}

export function renderPanel(listing: ListingDetail) {
  const view = renderWithQuery(<LivePanel initial={listing} />);
  return view;
}

/** An auction's forms: drawn once the member's deposit and own bids are known. */
export const auctionForms = () => screen.findByRole('form', { name: 'Otomatik teklif' });
export const amountBox = () => screen.getByLabelText('Teklif Tutarı');
export const bidButton = () => screen.getByRole('button', { name: 'Teklif Ver' });
export const offerButton = () => screen.getByRole('button', { name: 'Teklif Gönder' });
export const depositDialog = () => screen.findByRole('dialog', { name: 'Hizmet Bedeli Peşinatı' });

export const confirmDialog = () => screen.findByRole('dialog', { name: 'Teklifinizi Onaylayın' });

/** 'Teklif Ver', then 'Teklifi Onayla' in the confirmation that opens. */
export async function bidAndConfirm(user: UserEvent) {
  await user.click(bidButton());
  await user.click(within(await confirmDialog()).getByRole('button', { name: 'Teklifi Onayla' }));
}

/** 'Teklif Gönder', then 'Teklifi Gönder' in the confirmation that opens. */
export async function offerAndConfirm(user: UserEvent) {
  await user.click(offerButton());
  await user.click(within(await confirmDialog()).getByRole('button', { name: 'Teklifi Gönder' }));
}
