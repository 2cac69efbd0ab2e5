import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, auctionListing, listingPath, myDeposit } from '../testing/bidding-test-kit';
import {
  BIDS,
  DEPOSIT,
  MY_BIDS,
  myBid,
  myBids,
  renderPanel,
  stubPanelApi,
  auctionForms,
} from '../testing/trade-panel-kit';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const maximumBox = () => screen.getByLabelText('Otomatik teklif: en fazla');
const maximumDialog = () => screen.findByRole('dialog', { name: 'Otomatik Teklifinizi Onaylayın' });

/** A 201 answer to a maximum: the price it left and whether the member leads. */
const maximumPlaced = (highestBid: number, leading: boolean, maximum: number | null) => ({
  status: 201,
  body: {
    bid: null,
    leading,
    maximum,
    listing: {
      highestBid,
      minimumNextBid: highestBid + 1_000_000,
      bidCount: 6,
      endsAt: '2026-05-10T09:00:00.000Z',
      extended: false,
    },
  },
});

describe('Otomatik teklif (maximum bid)', () => {
  it('is confirmed with its amount, then sent as a maximum; the member hears the price', async () => {
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [BIDS]: maximumPlaced(126_000_000, true, 200_000_000),
    });
    const { user } = renderPanel(auctionListing());
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();

    await user.type(maximumBox(), '2000000');
    await user.click(screen.getByRole('button', { name: 'Otomatik Teklifi Başlat' }));
    const dialog = within(await maximumDialog());
    expect(dialog.getByText('2.000.000 ₺')).toBeInTheDocument();
    expect(dialog.getByText('iki milyon Türk lirası')).toBeInTheDocument();
    expect(dialog.getAllByText(/Üst limitiniz kimseye gösterilmez/).length).toBeGreaterThan(0);
    expect(sent('POST', `${listingPath}/bids`)).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Üst Limiti Onayla' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Otomatik teklifiniz kaydedildi. Güncel fiyat: 1.260.000 ₺',
      ),
    );
    expect(sent('POST', `${listingPath}/bids`)).toEqual([
      expect.objectContaining({ body: { amount: 200_000_000, kind: 'maximum' } }),
    ]);
  });

  it('says so when an earlier maximum is higher', async () => {
    stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [BIDS]: maximumPlaced(140_000_000, false, null),
    });
    const { user } = renderPanel(auctionListing());
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();
    await user.type(maximumBox(), '1390000');
    await user.click(screen.getByRole('button', { name: 'Otomatik Teklifi Başlat' }));
    await user.click(
      within(await maximumDialog()).getByRole('button', { name: 'Üst Limiti Onayla' }),
    );
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(
        'Daha önce verilmiş daha yüksek ya da eşit bir otomatik teklif var. Güncel fiyat: 1.400.000 ₺',
      ),
    );
  });

  it('the leader sees their maximum and the price, and a refused lowering says why', async () => {
    stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_BIDS]: { body: myBids({ items: [myBid(125_000_000, true)], maximum: 150_000_000 }) },
      [BIDS]: apiError(
        409,
        'MAXIMUM_BELOW_PRICE',
        'Otomatik teklif üst limitiniz güncel fiyatın altında olamaz.',
      ),
    });
    const { user } = renderPanel(auctionListing());
    expect(
      await screen.findByText('Otomatik teklif üst limitiniz: 1.500.000 ₺'),
    ).toBeInTheDocument();
    expect(screen.getByText('Güncel fiyat: 1.250.000 ₺')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Yeni üst limit'), '1000000');
    await user.click(screen.getByRole('button', { name: 'Üst Limiti Güncelle' }));
    await user.click(
      within(await maximumDialog()).getByRole('button', { name: 'Üst Limiti Onayla' }),
    );
    expect(
      await screen.findByText('Otomatik teklif üst limitiniz güncel fiyatın altında olamaz.'),
    ).toBeInTheDocument();
  });
});
