import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auctionListing, listingPath, myDeposit } from '../testing/bidding-test-kit';
import {
  BIDS,
  DEPOSIT,
  amountBox,
  bidButton,
  bidPlaced,
  confirmDialog,
  renderPanel,
  stubPanelApi,
  auctionForms,
} from '../testing/trade-panel-kit';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Bid confirmation', () => {
  it('shows the amount in figures and words, the listing and the deposit rules before sending', async () => {
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [BIDS]: bidPlaced(126_000_000),
    });
    const listing = auctionListing({ antiSnipeMinutes: 5 });
    const { user } = renderPanel(listing);
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();

    await user.click(bidButton());

    const dialog = within(await confirmDialog());
    expect(dialog.getByText('1.260.000 ₺')).toBeInTheDocument();
    expect(dialog.getByText('bir milyon iki yüz altmış bin Türk lirası')).toBeInTheDocument();
    expect(dialog.getByText(listing.title)).toBeInTheDocument();
    expect(dialog.getByText(/7 iş günü içinde iade edilir/)).toBeInTheDocument();
    // Issue 29: the winner's own default, and the runner-up's held deposit.
    expect(
      dialog.getByText(/kendi kusurunuzla tamamlamazsanız \(Temerrüt\) hizmet bedeli iade edilmez/),
    ).toBeInTheDocument();
    expect(dialog.getByText(/3 uyarı alan hesap yeni teminat yatıramaz/)).toBeInTheDocument();
    expect(
      dialog.getByText(
        /\(Yedek Alıcı\) teminatınız, kazanan ödeme güvencesini sağlayana kadar en çok 5 iş günü tutulur/,
      ),
    ).toBeInTheDocument();
    // The winner's deposit is the fee, counted in the price (decision 060).
    expect(
      dialog.getByText(
        /satış bedelinin içinden sayılır: toplam ödemeniz kazanan teklifinizi aşmaz/,
      ),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Son 5 dakikada verilen teklif süreyi 5 dakika uzatır.'),
    ).toBeInTheDocument();
    expect(sent('POST', `${listingPath}/bids`)).toHaveLength(0);
  });

  it('sends nothing when the member cancels', async () => {
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [BIDS]: bidPlaced(126_000_000),
    });
    const { user } = renderPanel(auctionListing());
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();

    await user.click(bidButton());
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Vazgeç' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent('POST', `${listingPath}/bids`)).toHaveLength(0);
  });

  it('quick buttons put the minimum plus 1, 2 or 5 increments in the box', async () => {
    stubPanelApi({ [DEPOSIT]: { body: myDeposit('completed') } });
    const { user } = renderPanel(
      auctionListing({ minimumNextBid: 126_000_000, minIncrement: 1_000_000 }),
    );
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();

    await user.click(screen.getByRole('button', { name: /1 artış ekle: 1\.270\.000 ₺/ }));
    expect(amountBox()).toHaveValue('1.270.000');
    await user.click(screen.getByRole('button', { name: /2 artış ekle: 1\.280\.000 ₺/ }));
    expect(amountBox()).toHaveValue('1.280.000');
    await user.click(screen.getByRole('button', { name: /5 artış ekle: 1\.310\.000 ₺/ }));
    expect(amountBox()).toHaveValue('1.310.000');

    await user.click(bidButton());
    expect(within(await confirmDialog()).getByText('1.310.000 ₺')).toBeInTheDocument();
  });
});
