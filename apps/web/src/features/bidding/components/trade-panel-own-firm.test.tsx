import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auctionListing,
  myDeposit,
  offerListing,
  renderWithQuery,
} from '../testing/bidding-test-kit';
import {
  DEPOSIT,
  MY_BIDS,
  MY_OFFERS,
  myBids,
  myOffers,
  stubPanelApi,
} from '../testing/trade-panel-kit';
import { LivePanel } from '../testing/trade-panel-kit';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Issue 28: a member of the listing's own firm gets a note and the follow page, no trade. */
describe('TradePanel for a member of the listing’s own firm', () => {
  it.each([
    ['an auction', auctionListing()],
    ['an offer listing', offerListing()],
  ])(
    'on %s: the note and a link to İlan Takibi instead of the deposit gate and forms',
    async (_name, listing) => {
      stubPanelApi({
        [DEPOSIT]: { body: { ...myDeposit('none'), ownFirmListing: true } },
        [MY_BIDS]: { body: myBids() },
        [MY_OFFERS]: { body: myOffers() },
      });
      renderWithQuery(
        <MemoryRouter>
          <LivePanel initial={listing} />
        </MemoryRouter>,
      );

      expect(
        await screen.findByText('Bu ilan firmanıza ait; teklif veremezsiniz.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'İlan Takibi' })).toHaveAttribute(
        'href',
        `/firm/listings/${listing.id}`,
      );
      for (const name of ['Teminatı Yatır', 'Teklif Ver', 'Teklif Gönder']) {
        expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      }
      expect(screen.queryByLabelText('Teklif Tutarı')).not.toBeInTheDocument();
    },
  );

  it('a member of no firm (or another firm) still gets the deposit gate', async () => {
    stubPanelApi({
      [DEPOSIT]: { body: myDeposit('none') },
      [MY_BIDS]: { body: myBids() },
    });
    renderWithQuery(
      <MemoryRouter>
        <LivePanel initial={auctionListing()} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Teminatı Yatır' })).toBeInTheDocument();
    expect(
      screen.queryByText('Bu ilan firmanıza ait; teklif veremezsiniz.'),
    ).not.toBeInTheDocument();
  });
});
