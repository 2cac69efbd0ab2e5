import type { BidEvent } from '@arsamezat/shared/trading/events';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingKeys } from '../../../lib/listing-keys';
import { applyBidToDetail } from '../../../lib/listing-cache';
import { depositKeys } from '../api/get-my-deposit';
import {
  apiError,
  auctionListing,
  deferred,
  LISTING_ID,
  listingPath,
  myDeposit,
  renderWithQuery,
  type Reply,
} from '../testing/bidding-test-kit';
import {
  DEPOSIT,
  BIDS,
  MY_BIDS,
  myBids,
  stubPanelApi,
  myBid,
  bidPlaced,
  renderPanel,
  amountBox,
  bidButton,
  depositDialog,
  bidAndConfirm,
  confirmDialog,
  auctionForms,
} from '../testing/trade-panel-kit';
import { TradePanel } from './trade-panel';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('TradePanel on an active auction', () => {
  it('shows a spinner while the deposit is being checked', async () => {
    const answer = deferred<Reply>();
    stubPanelApi({ [DEPOSIT]: () => answer.promise });
    renderPanel(auctionListing());

    expect(screen.getByRole('status')).toHaveTextContent('Teminat durumu yükleniyor...');
    expect(screen.queryByRole('button', { name: 'Teklif Ver' })).not.toBeInTheDocument();
    answer.resolve({ body: myDeposit('completed') });
    expect(await screen.findByRole('button', { name: 'Teklif Ver' })).toBeInTheDocument();
  });

  it('without a deposit: the gate asks for it, and "Teklif Ver" opens the dialog without bidding', async () => {
    const { sent } = stubPanelApi({ [DEPOSIT]: { body: myDeposit('none') }, [BIDS]: bidPlaced(1) });
    const { user } = renderPanel(auctionListing());

    expect(
      await screen.findByText('Teklif verebilmek için önce bu ilanın teminatını yatırmalısınız.'),
    ).toBeInTheDocument();
    await auctionForms();
    expect(screen.getByRole('button', { name: 'Teminatı Yatır' })).toBeInTheDocument();
    expect(screen.queryByText('Teminatınız yatırıldı.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(bidButton());

    const dialog = await depositDialog();
    expect(within(dialog).getByText('50.000 ₺')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Teminatı Yatır' })).toBeInTheDocument();
    expect(sent('POST', `${listingPath}/bids`)).toHaveLength(0);
  });

  it('without a deposit, even an empty amount opens the dialog (the deposit is checked first)', async () => {
    const { sent } = stubPanelApi({ [DEPOSIT]: { body: myDeposit('none') } });
    const { user } = renderPanel(auctionListing());
    await screen.findByText('Teklif verebilmek için önce bu ilanın teminatını yatırmalısınız.');
    await auctionForms();

    await user.clear(amountBox());
    await user.click(bidButton());

    expect(await depositDialog()).toBeInTheDocument();
    expect(screen.queryByText('Geçerli bir teklif miktarı bulunamadı.')).not.toBeInTheDocument();
    expect(sent('POST', `${listingPath}/bids`)).toHaveLength(0);
  });

  it('with a pending deposit: the gate and the dialog offer to pay again', async () => {
    stubPanelApi({ [DEPOSIT]: { body: myDeposit('pending') } });
    const { user } = renderPanel(auctionListing());

    await user.click(await screen.findByRole('button', { name: 'Yeniden Ödeme Yap' }));

    const dialog = await depositDialog();
    expect(
      within(dialog).getByText(
        'Depozito ödemeniz henüz tamamlanmamış. Lütfen ödemeyi tamamlayın veya yeni bir ödeme başlatın.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yeniden Ödeme Yap' })).toBeInTheDocument();
  });

  it('with a deposit: the amount starts at the minimum next bid and that is what is sent', async () => {
    let placed = false;
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [MY_BIDS]: () => ({
        body: myBids({ items: placed ? [myBid(126_000_000, true)] : [] }),
      }),
      [BIDS]: () => {
        placed = true;
        return bidPlaced(126_000_000);
      },
    });
    const { user, queryClient } = renderPanel(auctionListing());

    expect(await screen.findByText('Teminatınız yatırıldı.')).toBeInTheDocument();
    await auctionForms();
    expect(screen.queryByText(/teminatını yatırmalısınız/)).not.toBeInTheDocument();
    expect(amountBox()).toHaveValue('1.260.000');
    expect(screen.getByText('En az 1.260.000 ₺')).toBeInTheDocument();

    await bidAndConfirm(user);

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Teklifiniz alındı: 1.260.000 ₺'),
    );
    expect(sent('POST', `${listingPath}/bids`)).toEqual([
      expect.objectContaining({ body: { amount: 126_000_000 } }),
    ]);
    expect(toast.info).not.toHaveBeenCalled();
    // The page shows our bid as the highest at once.
    const cached = queryClient.getQueryData<ListingDetail>(listingKeys.detail(LISTING_ID));
    expect(cached).toMatchObject({
      highestBid: 126_000_000,
      displayPrice: 126_000_000,
      minimumNextBid: 127_000_000,
      bidCount: 5,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The member's own bids are asked again: theirs now leads, and there is no bid left to send.
    expect(await screen.findByText('En yüksek teklif sizin')).toBeInTheDocument();
    expect(screen.getByText('Güncel fiyat: 1.260.000 ₺')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Teklif Ver' })).not.toBeInTheDocument();
  });

  it('sends the amount as typed, in kuruş', async () => {
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [BIDS]: bidPlaced(130_000_000, { extended: true }),
    });
    const { user } = renderPanel(auctionListing());
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();

    await user.clear(amountBox());
    await user.type(amountBox(), '1300000');
    expect(amountBox()).toHaveValue('1.300.000');
    await bidAndConfirm(user);

    await waitFor(() => expect(sent('POST', `${listingPath}/bids`)).toHaveLength(1));
    expect(sent('POST', `${listingPath}/bids`)[0]?.body).toEqual({ amount: 130_000_000 });
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(
        'Son dakikada gelen teklifiniz ihale süresini uzattı.',
      ),
    );
  });

  it('keeps a typed amount while the minimum moves, and follows the minimum while untouched', async () => {
    stubPanelApi({ [DEPOSIT]: { body: myDeposit('completed') } });
    const { user, queryClient } = renderPanel(auctionListing());
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();

    act(() => {
      queryClient.setQueryData<ListingDetail>(listingKeys.detail(LISTING_ID), (old) =>
        old ? { ...old, highestBid: 127_000_000, minimumNextBid: 128_000_000, bidCount: 5 } : old,
      );
    });
    expect(await screen.findByDisplayValue('1.280.000')).toBe(amountBox());

    await user.clear(amountBox());
    await user.type(amountBox(), '1500000');
    act(() => {
      queryClient.setQueryData<ListingDetail>(listingKeys.detail(LISTING_ID), (old) =>
        old ? { ...old, highestBid: 129_000_000, minimumNextBid: 130_000_000, bidCount: 6 } : old,
      );
    });
    expect(await screen.findByText('En az 1.300.000 ₺')).toBeInTheDocument();
    expect(amountBox()).toHaveValue('1.500.000');
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
  ])('refuses an %s amount without a request', async (_name, typed) => {
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [BIDS]: bidPlaced(1),
    });
    const { user } = renderPanel(auctionListing());
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();

    await user.clear(amountBox());
    if (typed) await user.type(amountBox(), typed);
    await user.click(bidButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Geçerli bir teklif miktarı bulunamadı.',
    );
    expect(sent('POST', `${listingPath}/bids`)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses to bid once the auction has ended by the server’s clock, without a request', async () => {
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [BIDS]: bidPlaced(1),
    });
    const { user } = renderWithQuery(
      <TradePanel listing={auctionListing()} now={() => new Date('2026-05-10T09:00:00.000Z')} />,
    );
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();

    await user.click(bidButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Teklif verme süresi dolmuş veya henüz başlamamıştır.',
    );
    expect(sent('POST', `${listingPath}/bids`)).toHaveLength(0);
  });

  it('shows the server’s message on 409 BID_TOO_LOW and reloads the listing', async () => {
    const message = 'Teklif tutarı en az 1.270.000 ₺ olmalıdır.';
    const { sent } = stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [BIDS]: {
        status: 409,
        body: { error: { code: 'BID_TOO_LOW', message, minimumNextBid: 127_000_000 } },
      },
      [`GET ${listingPath}`]: {
        body: auctionListing({
          highestBid: 126_000_000,
          displayPrice: 126_000_000,
          minimumNextBid: 127_000_000,
          bidCount: 5,
        }),
      },
    });
    const { user } = renderPanel(auctionListing());
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();

    await bidAndConfirm(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toast.success).not.toHaveBeenCalled();
    // The listing is asked again; the untouched amount follows the new minimum.
    expect(await screen.findByText('En az 1.270.000 ₺')).toBeInTheDocument();
    expect(sent('GET', listingPath)).toHaveLength(1);
    expect(amountBox()).toHaveValue('1.270.000');
  });

  it('shows other refusals as the server words them', async () => {
    stubPanelApi({
      [DEPOSIT]: { body: myDeposit('completed') },
      [BIDS]: apiError(
        409,
        'ALREADY_HIGHEST',
        'Zaten en yüksek teklif sizin. Kendi teklifinizi artıramazsınız.',
      ),
    });
    const { user } = renderPanel(auctionListing());
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();
    await bidAndConfirm(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zaten en yüksek teklif sizin. Kendi teklifinizi artıramazsınız.',
    );
    expect(bidButton()).toBeEnabled();
  });

  it.each([403, 409])(
    'opens the deposit dialog on a %i DEPOSIT_REQUIRED answer and checks the deposit again',
    async (status) => {
      let depositAnswers = 0;
      const { sent } = stubPanelApi({
        // The page thought the deposit was done; the server knows better.
        [DEPOSIT]: () => ({ body: myDeposit(depositAnswers++ === 0 ? 'completed' : 'pending') }),
        [BIDS]: apiError(
          status,
          'DEPOSIT_REQUIRED',
          'Depozito ödemeniz henüz tamamlanmamış. Lütfen ödemeyi tamamlayın veya yeni bir ödeme başlatın.',
        ),
      });
      const { user, queryClient } = renderPanel(auctionListing());
      await screen.findByText('Teminatınız yatırıldı.');
      await auctionForms();

      await bidAndConfirm(user);

      const dialog = await depositDialog();
      expect(sent('POST', `${listingPath}/bids`)).toHaveLength(1);
      expect(within(dialog).getByRole('button', { name: 'Yeniden Ödeme Yap' })).toBeInTheDocument();
      await waitFor(() => expect(sent('GET', `${listingPath}/deposit`)).toHaveLength(2));
      expect(queryClient.getQueryData(depositKeys.mine(LISTING_ID))).toEqual(myDeposit('pending'));
      // The refusal is the dialog, not an error under the form.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('keeps the confirmation busy and locked while the bid is on its way', async () => {
    const answer = deferred<Reply>();
    stubPanelApi({ [DEPOSIT]: { body: myDeposit('completed') }, [BIDS]: () => answer.promise });
    const { user } = renderPanel(auctionListing());
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();

    await bidAndConfirm(user);
    // The confirmation waits, busy, until the server answers; then it closes.
    const confirm = within(await confirmDialog()).getByRole('button', { name: 'Teklifi Onayla' });
    expect(confirm).toBeDisabled();

    answer.resolve(bidPlaced(126_000_000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bidButton()).toBeEnabled();
  });

  /*
   * When the live stream has already brought a newer bid than ours (a higher bidCount), the
   * answer to our POST must not roll the price and the minimum back to our older values.
   */
  it('does not roll the price back when a newer bid arrived before our answer', async () => {
    const answer = deferred<Reply>();
    stubPanelApi({ [DEPOSIT]: { body: myDeposit('completed') }, [BIDS]: () => answer.promise });
    const { user, queryClient } = renderPanel(auctionListing());
    await screen.findByText('Teminatınız yatırıldı.');
    await auctionForms();

    await bidAndConfirm(user);
    const event = (count: number, highest: number): BidEvent => ({
      listingId: LISTING_ID,
      amount: highest,
      highestBid: highest,
      minimumNextBid: highest + 1_000_000,
      bidCount: count,
      bidderName: 'Me*** De***',
      createdAt: '2026-05-05T12:00:02.000Z',
      endsAt: '2026-05-10T09:00:00.000Z',
      extended: false,
    });
    // Our bid (5th) and someone else's higher one (6th) arrive on the stream first.
    act(() => {
      for (const bid of [event(5, 126_000_000), event(6, 128_000_000)]) {
        queryClient.setQueryData<ListingDetail>(listingKeys.detail(LISTING_ID), (old) =>
          applyBidToDetail(old, bid),
        );
      }
    });
    answer.resolve(bidPlaced(126_000_000));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());

    expect(queryClient.getQueryData(listingKeys.detail(LISTING_ID))).toMatchObject({
      highestBid: 128_000_000,
      minimumNextBid: 129_000_000,
      bidCount: 6,
    });
    expect(await screen.findByText('En az 1.290.000 ₺')).toBeInTheDocument();
  });
});
