import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { MemoryRouter } from 'react-router';
import { testSiteConfig } from '../../../testing/render-with-router';
import { renderWithQuery } from '../testing/bidding-test-kit';
import { auctionListing, myDeposit, offer, offerListing } from '../testing/bidding-test-kit';
import {
  DEPOSIT,
  MY_BIDS,
  MY_OFFERS,
  myBid,
  myBids,
  myOffers,
  LivePanel,
  stubPanelApi,
} from '../testing/trade-panel-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The panel inside a router: the winner's steps link to the member's records. */
const renderPanel = (listing: ListingDetail) =>
  renderWithQuery(
    <MemoryRouter>
      <LivePanel initial={listing} />
    </MemoryRouter>,
  );
const SITE = { 'GET /api/site': { body: testSiteConfig } };
const ended = { phase: 'ended', status: 'ended', finalPrice: 130_000_000 } as const;
const refundDue = {
  ...myDeposit('completed'),
  deposit: { ...myDeposit('completed').deposit!, status: 'refund_due' as const },
  hasCompleted: false,
};

describe('An ended listing for a signed-in member', () => {
  it('congratulates the auction’s winner with the next steps', async () => {
    stubPanelApi({
      ...SITE,
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_BIDS]: { body: myBids({ items: [myBid(130_000_000, true)] }) },
    });
    renderPanel(auctionListing(ended));
    expect(await screen.findByText('Tebrikler, ihaleyi kazandınız')).toBeInTheDocument();
    // Who receives what: the member's 50.000 ₺ deposit is the fee, inside the 1.300.000 ₺ price.
    const payments = screen.getByRole('group', { name: 'Ödemeleriniz' });
    expect(payments).toHaveTextContent('Satış bedeli1.300.000 ₺');
    expect(payments).toHaveTextContent('Hizmet bedeli (TestArsa)50.000 ₺');
    expect(payments).toHaveTextContent('Tapu devrinde ilan sahibine1.250.000 ₺');
    expect(payments).toHaveTextContent('Toplam ödemeniz 1.300.000 ₺: satış bedelini aşmaz.');
    expect(screen.getByText(/Tapu Müdürlüğü’nde veya noterde/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Teklif Ver' })).not.toBeInTheDocument();
    expect(screen.queryByText(/teminatını yatırmalısınız/)).not.toBeInTheDocument();
  });

  it('tells the buyer whose sale ended that the fee is kept, not refunded, not the first steps', async () => {
    stubPanelApi({
      ...SITE,
      [DEPOSIT]: {
        body: {
          ...myDeposit('completed'),
          deposit: { ...myDeposit('completed').deposit!, status: 'kept' as const },
          hasCompleted: false,
        },
      },
      [MY_BIDS]: { body: myBids({ items: [myBid(130_000_000, true)] }) },
    });
    renderPanel(auctionListing(ended));
    expect(
      await screen.findByText('Teminatınız hizmet bedeli olarak tahsil edildi'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/satış sonucunda hizmet bedeli olarak tahsil edildi; iade edilmez/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tebrikler, ihaleyi kazandınız')).not.toBeInTheDocument();
    expect(screen.queryByText(/kartınıza iade edilir/)).not.toBeInTheDocument();
  });

  it('tells another participant the deposit comes back within 7 business days, with its status', async () => {
    stubPanelApi({
      [DEPOSIT]: { body: refundDue },
      [MY_BIDS]: { body: myBids({ items: [myBid(120_000_000, false)] }) },
    });
    renderPanel(auctionListing(ended));
    expect(await screen.findByText(/7 iş günü içinde kartınıza iade edilir/)).toBeInTheDocument();
    expect(screen.getByTestId('refund-status')).toHaveTextContent('Durum: İade Sürecinde');
    expect(screen.queryByText('Tebrikler, ihaleyi kazandınız')).not.toBeInTheDocument();
  });

  it('tells the runner-up their deposit is held, at most 5 business days, and why', async () => {
    stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_BIDS]: { body: myBids({ items: [myBid(120_000_000, false)] }) },
    });
    renderPanel(auctionListing(ended));
    expect(await screen.findByText('Yedek alıcısınız')).toBeInTheDocument();
    expect(
      screen.getByText(/kazanan ödeme güvencesini sağlayana kadar en çok 5 iş günü tutulur/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kazandıklarım' })).toHaveAttribute(
      'href',
      '/bids?tab=wins',
    );
    expect(screen.queryByText('Teminatınız iade edilecek')).not.toBeInTheDocument();
  });

  it('points the winner to the sale’s first step, Alıcı Onayı', async () => {
    stubPanelApi({
      ...SITE,
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_BIDS]: { body: myBids({ items: [myBid(130_000_000, true)] }) },
    });
    renderPanel(auctionListing(ended));
    expect(await screen.findByText(/Satış süreci başladı/)).toBeInTheDocument();
    expect(screen.getByText('Alıcı Onayı')).toBeInTheDocument();
  });

  it('congratulates the member whose offer was accepted', async () => {
    stubPanelApi({
      ...SITE,
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_OFFERS]: {
        body: myOffers({
          items: [offer({ status: 'accepted' })],
          current: offer({ status: 'accepted' }),
        }),
      },
    });
    renderPanel(offerListing({ phase: 'ended', status: 'sold', finalPrice: 125_000_000 }));
    expect(await screen.findByText('Tebrikler, teklifiniz kabul edildi')).toBeInTheDocument();
    // A pazarlık: the owner is paid the whole accepted price, the fee comes on top.
    const payments = screen.getByRole('group', { name: 'Ödemeleriniz' });
    expect(payments).toHaveTextContent('Tapu devrinde ilan sahibine1.250.000 ₺');
    expect(payments).toHaveTextContent(
      'Toplam ödemeniz 1.300.000 ₺: satış bedeli ile hizmet bedeli.',
    );
  });
});
