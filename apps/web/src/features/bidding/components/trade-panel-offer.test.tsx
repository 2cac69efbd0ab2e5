import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, listingPath, myDeposit, offer, offerListing } from '../testing/bidding-test-kit';
import {
  DEPOSIT,
  OFFERS,
  MY_OFFERS,
  stubPanelApi,
  myOffers,
  renderPanel,
  offerButton,
  offerAndConfirm,
  depositDialog,
} from '../testing/trade-panel-kit';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('TradePanel on an offer listing', () => {
  it('without a deposit: only the gate, no offer form; the gate opens the dialog', async () => {
    stubPanelApi({
      [DEPOSIT]: { body: myDeposit('none') },
      [MY_OFFERS]: { body: myOffers() },
    });
    const { user } = renderPanel(offerListing());

    expect(
      await screen.findByText('Teklif yapabilmek için önce bu ilanın teminatını yatırmalısınız.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Teklif Tutarı')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Teklif Gönder' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Teminatı Yatır' }));

    expect(await depositDialog()).toBeInTheDocument();
  });

  it.each([
    ['pending', 'Beklemede'],
    ['accepted', 'Kabul Edildi'],
  ] as const)('shows a current %s offer instead of the form', async (status, label) => {
    stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_OFFERS]: { body: myOffers({ items: [offer({ status })], current: offer({ status }) }) },
    });
    renderPanel(offerListing());

    expect(
      await screen.findByText(`Mevcut Teklifiniz: 1.250.000 ₺ (${label})`),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Teklif Tutarı')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Teklif Gönder' })).not.toBeInTheDocument();
  });

  it('after a rejection: says so and shows the form again', async () => {
    stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_OFFERS]: {
        body: myOffers({ items: [offer({ status: 'rejected' })], lastRejected: true }),
      },
    });
    renderPanel(offerListing());

    expect(
      await screen.findByText('Önceki teklifiniz reddedildi. Yeni bir teklif yapabilirsiniz.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Teklif Tutarı')).toHaveValue('');
    expect(screen.getByText('Liste fiyatı 1.000.000 ₺')).toBeInTheDocument();
    expect(offerButton()).toBeEnabled();
    expect(screen.queryByText(/Mevcut Teklifiniz/)).not.toBeInTheDocument();
  });

  it('sends the offer in kuruş, then shows it as pending', async () => {
    let sentOffer = false;
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_OFFERS]: () => ({
        body: sentOffer ? myOffers({ items: [offer()], current: offer() }) : myOffers(),
      }),
      [OFFERS]: () => {
        sentOffer = true;
        return { status: 201, body: { offer: offer() } };
      },
    });
    const { user } = renderPanel(offerListing());

    await user.type(await screen.findByLabelText('Teklif Tutarı'), '1250000');
    expect(screen.getByLabelText('Teklif Tutarı')).toHaveValue('1.250.000');
    await offerAndConfirm(user);

    expect(
      await screen.findByText('Mevcut Teklifiniz: 1.250.000 ₺ (Beklemede)'),
    ).toBeInTheDocument();
    expect(sent('POST', `${listingPath}/offers`)).toEqual([
      expect.objectContaining({ body: { amount: 125_000_000 } }),
    ]);
    expect(sent('GET', `${listingPath}/offers/mine`)).toHaveLength(2);
    // Own bids are an auction matter.
    expect(sent('GET', `${listingPath}/bids/mine`)).toHaveLength(0);
    expect(toast.success).toHaveBeenCalledWith(
      'Teklifiniz gönderildi. Satıcının yanıtı bekleniyor.',
    );
  });

  it('refuses an empty amount without a request', async () => {
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_OFFERS]: { body: myOffers() },
    });
    const { user } = renderPanel(offerListing());

    await user.click(await screen.findByRole('button', { name: 'Teklif Gönder' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lütfen geçerli bir teklif miktarı girin.',
    );
    await user.type(screen.getByLabelText('Teklif Tutarı'), '0');
    await user.click(offerButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen geçerli bir teklif miktarı girin.');
    expect(sent('POST', `${listingPath}/offers`)).toHaveLength(0);
  });

  it('on OFFER_EXISTS shows the message and reloads the offers', async () => {
    let refused = false;
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_OFFERS]: () => ({
        body: refused ? myOffers({ items: [offer()], current: offer() }) : myOffers(),
      }),
      [OFFERS]: () => {
        refused = true;
        return apiError(
          409,
          'OFFER_EXISTS',
          'Zaten beklemede olan / kabul edilmiş bir teklifiniz var.',
        );
      },
    });
    const { user } = renderPanel(offerListing());

    await user.type(await screen.findByLabelText('Teklif Tutarı'), '900000');
    await offerAndConfirm(user);

    expect(
      await screen.findByText('Mevcut Teklifiniz: 1.250.000 ₺ (Beklemede)'),
    ).toBeInTheDocument();
    expect(sent('GET', `${listingPath}/offers/mine`)).toHaveLength(2);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says so when the offers cannot be checked', async () => {
    stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_OFFERS]: apiError(500, 'INTERNAL', 'Bir hata oluştu.'),
    });
    renderPanel(offerListing());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Teklif durumu kontrol edilirken hata oluştu. Lütfen tekrar deneyin.',
    );
    expect(screen.queryByRole('button', { name: 'Teklif Gönder' })).not.toBeInTheDocument();
  });
});
