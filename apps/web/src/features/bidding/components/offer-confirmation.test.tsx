import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, listingPath, myDeposit, offer, offerListing } from '../testing/bidding-test-kit';
import {
  DEPOSIT,
  MY_OFFERS,
  OFFERS,
  confirmDialog,
  myOffers,
  offerButton,
  renderPanel,
  stubPanelApi,
} from '../testing/trade-panel-kit';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const OFFER_ID = offer().id;

describe('Offer confirmation', () => {
  it('does not send a 100 ₺ offer on a 3.700.000 ₺ listing on one click, and warns', async () => {
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_OFFERS]: { body: myOffers() },
      [OFFERS]: { status: 201, body: { offer: offer({ amount: 10_000 }) } },
    });
    const { user } = renderPanel(offerListing({ startingPrice: 370_000_000 }));

    await user.type(await screen.findByLabelText('Teklif Tutarı'), '100');
    await user.click(offerButton());

    const dialog = within(await confirmDialog());
    expect(dialog.getByText('100 ₺')).toBeInTheDocument();
    expect(dialog.getByText('yüz Türk lirası')).toBeInTheDocument();
    expect(dialog.getByText('Teklifiniz liste fiyatının çok altında')).toBeInTheDocument();
    expect(dialog.getByText(/anlaşma sağlanamazsa 7 iş günü içinde/)).toBeInTheDocument();
    // Issue 29: an accepted offer's buyer can default; the next-highest offer is the runner-up.
    expect(dialog.getByText(/\(Temerrüt\) hizmet bedeli iade edilmez/)).toBeInTheDocument();
    expect(dialog.getByText(/\(Yedek Alıcı\) teminatınız/)).toBeInTheDocument();
    expect(sent('POST', `${listingPath}/offers`)).toHaveLength(0);
  });

  it('shows the server’s refusal of an offer below the minimum', async () => {
    const message =
      'Teklifiniz, ilan sahibinin bu ilan için kabul edebileceği en düşük tutarın altında. Lütfen daha yüksek bir teklif yapın.';
    stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_OFFERS]: { body: myOffers() },
      [OFFERS]: apiError(409, 'OFFER_BELOW_MINIMUM', message),
    });
    const { user } = renderPanel(offerListing());
    await user.type(await screen.findByLabelText('Teklif Tutarı'), '900000');
    await user.click(offerButton());
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Teklifi Gönder' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('withdraws a pending offer after a confirmation', async () => {
    let withdrawn = false;
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_OFFERS]: () => ({
        body: withdrawn
          ? myOffers({ items: [offer({ status: 'withdrawn' })] })
          : myOffers({ items: [offer()], current: offer() }),
      }),
      [`POST /api/offers/${OFFER_ID}/withdraw`]: () => {
        withdrawn = true;
        return {
          body: { message: 'Teklifiniz geri çekildi.', offer: offer({ status: 'withdrawn' }) },
        };
      },
    });
    const { user } = renderPanel(offerListing());

    await user.click(await screen.findByRole('button', { name: 'Teklifi Geri Çek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teklifinizi Geri Çekin' });
    expect(within(dialog).getByText('1.250.000 ₺')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Geri Çek' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Teklifiniz geri çekildi.'));
    expect(sent('POST', `/api/offers/${OFFER_ID}/withdraw`)).toHaveLength(1);
    // The form is back for a new offer.
    expect(await screen.findByRole('button', { name: 'Teklif Gönder' })).toBeInTheDocument();
  });

  it('changes a pending offer’s amount after a confirmation; a decision that came first is shown', async () => {
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_OFFERS]: { body: myOffers({ items: [offer()], current: offer() }) },
      [`PUT /api/offers/${OFFER_ID}`]: apiError(
        409,
        'OFFER_ALREADY_DECIDED',
        'Bu teklif artık beklemede değil: karar verildiği veya geri çekildiği için değiştirilemez.',
      ),
    });
    const { user } = renderPanel(offerListing());

    await user.click(await screen.findByRole('button', { name: 'Teklifi Değiştir' }));
    const box = screen.getByLabelText('Teklif Tutarı');
    expect(box).toHaveValue('1.250.000');
    await user.clear(box);
    await user.type(box, '1300000');
    await user.click(screen.getByRole('button', { name: 'Yeni Tutarı Gönder' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Teklifi Gönder' }));

    expect(sent('PUT', `/api/offers/${OFFER_ID}`)).toEqual([
      expect.objectContaining({ body: { amount: 130_000_000 } }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'karar verildiği veya geri çekildiği için değiştirilemez',
    );
  });
});
