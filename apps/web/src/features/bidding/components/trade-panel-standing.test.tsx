import type { MyListingBids } from '@arsamezat/shared/trading/bids';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyBidToCache } from '../../../lib/listing-cache';
import { auctionListing, LISTING_ID, listingPath, myDeposit } from '../testing/bidding-test-kit';
import {
  BIDS,
  DEPOSIT,
  MY_BIDS,
  bidAndConfirm,
  bidPlaced,
  myBid,
  myBids,
  renderPanel,
  stubPanelApi,
} from '../testing/trade-panel-kit';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/*
 * Where the member stands on an auction, above its forms (issue 26): the leader is offered a
 * maximum and no bid; a member passed by another bid sees 'Teklifiniz geçildi' with the maximum
 * that was passed, live, until they lead again.
 */

/** The auction fixture's price is 1.250.000 ₺ (the member's, when they lead). */
const leadingAnswer = (maximum: number | null = null) =>
  myBids({ items: [myBid(125_000_000, true, maximum !== null)], maximum });
/** Another bid passed the member's 3.600.000 ₺ maximum (their automatic bid at it). */
const passedMaximum = myBids({
  items: [myBid(360_000_000, false, true)],
  outbid: { lastBid: 360_000_000, maximum: 360_000_000 },
});

const bidControls = () => [
  screen.queryByRole('button', { name: 'Teklif Ver' }),
  screen.queryByLabelText('Teklif Tutarı'),
  screen.queryByRole('button', { name: /Asgari teklife/ }),
];

async function panelWith(mine: MyListingBids | (() => MyListingBids), routes = {}) {
  const stub = stubPanelApi({
    [DEPOSIT]: { body: myDeposit('completed') },
    [MY_BIDS]: () => ({ body: typeof mine === 'function' ? mine() : mine }),
    ...routes,
  });
  const view = renderPanel(auctionListing({ highestBid: 370_000_000, displayPrice: 370_000_000 }));
  await screen.findByText('Teminatınız yatırıldı.');
  return { ...stub, ...view };
}

describe('the leader’s panel', () => {
  it('offers no bid — no amount, no quick amounts, no "Teklif Ver" — and offers a maximum', async () => {
    const { user, sent } = await panelWith(leadingAnswer(), {
      [BIDS]: {
        status: 201,
        body: { ...bidPlaced(370_000_000).body, bid: null, maximum: 400_000_000 },
      },
    });
    expect(await screen.findByText('En yüksek teklif sizin')).toBeInTheDocument();
    expect(bidControls()).toEqual([null, null, null]);
    expect(screen.getByText(/aşağıdan bir üst limit belirleyebilirsiniz/)).toBeInTheDocument();
    expect(screen.getByText(/^Yeni teklif vermeniz gerekmez/)).toBeInTheDocument();

    const box = screen.getByLabelText('Otomatik teklif: en fazla');
    expect(screen.getByText(/En az 3\.700\.000 ₺\.$/)).toBeInTheDocument();
    await user.type(box, '4000000');
    await user.click(screen.getByRole('button', { name: 'Otomatik Teklifi Başlat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Otomatik Teklifinizi Onaylayın' });
    await user.click(within(dialog).getByRole('button', { name: 'Üst Limiti Onayla' }));
    await waitFor(() => expect(sent('POST', `${listingPath}/bids`)).toHaveLength(1));
    expect(sent('POST', `${listingPath}/bids`)[0]?.body).toEqual({
      amount: 400_000_000,
      kind: 'maximum',
    });
  });

  it('with a maximum: shows it with the price and offers to raise it', async () => {
    await panelWith(leadingAnswer(500_000_000));
    expect(
      await screen.findByText('Otomatik teklif üst limitiniz: 5.000.000 ₺'),
    ).toBeInTheDocument();
    expect(screen.getByText('Güncel fiyat: 3.700.000 ₺')).toBeInTheDocument();
    expect(screen.getByLabelText('Yeni üst limit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Üst Limiti Güncelle' })).toBeInTheDocument();
    expect(bidControls()).toEqual([null, null, null]);
    expect(screen.queryByText('Teklifiniz geçildi')).not.toBeInTheDocument();
  });
});

describe('the outbid panel', () => {
  it('says the member was passed, with the maximum that was passed, and offers both forms', async () => {
    await panelWith(passedMaximum);
    expect(await screen.findByText('Teklifiniz geçildi')).toBeInTheDocument();
    expect(
      screen.getByText('Otomatik teklif üst limitiniz (3.600.000 ₺) geçildi.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Güncel fiyat: 3.700.000 ₺')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teklif Ver' })).toBeEnabled();
    expect(screen.getByLabelText('Otomatik teklif: en fazla')).toBeInTheDocument();
    expect(screen.queryByText('En yüksek teklif sizin')).not.toBeInTheDocument();
    // Screen readers hear it from the panel's polite live region.
    expect(screen.getByText('Teklifiniz geçildi.')).toHaveAttribute('aria-live', 'polite');
  });

  it('a passed plain bid is named by its amount', async () => {
    await panelWith(
      myBids({
        items: [myBid(120_000_000, false)],
        outbid: { lastBid: 120_000_000, maximum: null },
      }),
    );
    expect(await screen.findByText('Son teklifiniz (1.200.000 ₺) geçildi.')).toBeInTheDocument();
    expect(screen.queryByText(/Otomatik teklif üst limitiniz/)).not.toBeInTheDocument();
  });

  it('appears live when a bid event passes the leader, without a reload', async () => {
    let passed = false;
    const { queryClient, sent } = await panelWith(() =>
      passed ? passedMaximum : leadingAnswer(360_000_000),
    );
    expect(
      await screen.findByText('Otomatik teklif üst limitiniz: 3.600.000 ₺'),
    ).toBeInTheDocument();

    // Another member's bid arrives on the listing's stream (useListingEvents applies it).
    passed = true;
    act(() => {
      applyBidToCache(queryClient, LISTING_ID, {
        highestBid: 370_000_000,
        minimumNextBid: 371_000_000,
        bidCount: 9,
        endsAt: '2026-05-10T09:00:00.000Z',
      });
    });

    expect(await screen.findByText('Teklifiniz geçildi')).toBeInTheDocument();
    expect(
      screen.getByText('Otomatik teklif üst limitiniz (3.600.000 ₺) geçildi.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teklif Ver' })).toBeInTheDocument();
    expect(screen.queryByText('En yüksek teklif sizin')).not.toBeInTheDocument();
    expect(sent('GET', `${listingPath}/bids/mine`)).toHaveLength(2);
  });

  it('clears when the member acts and leads again', async () => {
    let leads = false;
    const { user } = await panelWith(() => (leads ? leadingAnswer() : passedMaximum), {
      [BIDS]: () => {
        leads = true;
        return bidPlaced(371_000_000, { bidCount: 10 });
      },
    });
    await screen.findByText('Teklifiniz geçildi');

    await bidAndConfirm(user);

    expect(await screen.findByText('En yüksek teklif sizin')).toBeInTheDocument();
    expect(screen.queryByText('Teklifiniz geçildi')).not.toBeInTheDocument();
    expect(screen.queryByText(/geçildi\.$/)).not.toBeInTheDocument();
    expect(bidControls()).toEqual([null, null, null]);
  });
});
