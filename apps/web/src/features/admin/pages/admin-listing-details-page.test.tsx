import type { AdminListingDetail } from '@arsamezat/shared/admin/admin-listing-queries';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listingDetail } from '../../../testing/listing-fixtures';
import { renderWithRouter } from '../../../testing/render-with-router';
import { stubApi } from '../testing/admin-test-kit';
import { AdminListingDetailsPage } from './admin-listing-details-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const LISTING_ID = '11111111-1111-4111-8111-111111111111';
const offer = (n: number, name: string, amount: number, status: 'pending' | 'rejected') => ({
  id: `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${n}`,
  amount,
  status,
  createdAt: '2026-11-20T09:00:00.000Z',
  userId: `bbbbbbbb-bbbb-4bbb-8bbb-00000000000${n}`,
  userName: name,
  userPhone: `532000000${n}`,
});

const offerListing: AdminListingDetail = {
  listing: listingDetail({
    id: LISTING_ID,
    listingType: 'offer',
    title: 'Konya Pazarlık Arsası',
    minIncrement: null,
    offerIncrement: 1_000_000,
    depositAmount: 2_500_000,
    phase: 'active',
    status: 'active',
    endsAt: '2026-12-01T09:00:00.000Z',
    minimumNextBid: null,
  }),
  storedIlanSahibi: null,
  minOfferAmount: null,
  bids: [],
  bidTotal: 0,
  offers: [
    offer(1, 'Ceren Deneme', 210_000_000, 'pending'),
    offer(2, 'Deniz Deneme', 220_000_000, 'pending'),
    offer(3, 'Emre Deneme', 190_000_000, 'rejected'),
  ],
  offerTotal: 3,
  deletion: {
    allowed: false,
    reason:
      'Teklif, teminat veya ödeme kaydı olan bir pazarlık ilanı silinemez; bu kayıtlar saklanır. Yayından kaldırmak için "İlanı İptal Et" işlemini kullanın.',
  },
};

type Answer = { status?: number; body?: unknown };

function renderDetails(answers: Record<string, Answer> = {}, detail = offerListing) {
  const api = stubApi((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    return answers[key] ?? { body: detail };
  });
  const view = renderWithRouter(
    [{ path: '/admin/listings/:id', Component: AdminListingDetailsPage }],
    { initialEntries: [`/admin/listings/${LISTING_ID}`] },
  );
  const calls = () =>
    api.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => `${url} ${typeof init?.body === 'string' ? init.body : ''}`.trim());
  return { ...view, calls };
}

const decided = (status: string) => ({
  message: 'x',
  offer: {
    id: offerListing.offers[1]!.id,
    listingId: LISTING_ID,
    amount: 220_000_000,
    status,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    user: { id: offerListing.offers[1]!.userId, fullName: 'Deniz Deneme', phone: '5320000002' },
  },
});

beforeEach(() => vi.clearAllMocks());

describe('admin listing details: offers', () => {
  it('offers Kabul Et and Reddet on pending offers only, without the old note', async () => {
    renderDetails();
    await screen.findAllByRole('button', { name: 'Deniz Deneme teklifini kabul et' });
    expect(screen.queryByText(/bir sonraki sürümle/)).not.toBeInTheDocument();
    for (const name of ['Ceren Deneme', 'Deniz Deneme']) {
      expect(screen.getAllByRole('button', { name: `${name} teklifini kabul et` })).not.toEqual([]);
      expect(screen.getAllByRole('button', { name: `${name} teklifini reddet` })).not.toEqual([]);
    }
    expect(screen.queryAllByRole('button', { name: /Emre Deneme teklifini/ })).toEqual([]);
  });

  it('accepts the highest offer after confirming its amount; the dialog lists the others', async () => {
    const { user, calls } = renderDetails({
      [`POST /api/admin/offers/${offerListing.offers[1]!.id}/accept`]: {
        body: decided('accepted'),
      },
    });
    const [accept] = await screen.findAllByRole('button', {
      name: 'Deniz Deneme teklifini kabul et',
    });
    await user.click(accept!);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('2.200.000 ₺');
    expect(
      within(dialog).getByRole('region', { name: 'Bekleyen diğer teklifler (1)' }),
    ).toHaveTextContent('Ceren Deneme2.100.000 ₺');
    expect(dialog).toHaveTextContent('Bekleyen diğer 1 teklif satışla birlikte reddedilir.');
    await user.click(within(dialog).getByRole('button', { name: '2.200.000 ₺ Teklifi Kabul Et' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Teklif başarıyla kabul edildi'),
    );
    expect(calls()).toEqual([`/api/admin/offers/${offerListing.offers[1]!.id}/accept`]);
  });

  it('shows the server’s reason when a rejection fails', async () => {
    const { user } = renderDetails({
      [`POST /api/admin/offers/${offerListing.offers[0]!.id}/reject`]: {
        status: 409,
        body: {
          error: {
            code: 'OFFER_NOT_PENDING',
            message: 'Yalnızca beklemedeki teklifler kabul edilebilir veya reddedilebilir.',
          },
        },
      },
    });
    const [reject] = await screen.findAllByRole('button', {
      name: 'Ceren Deneme teklifini reddet',
    });
    await user.click(reject!);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('2.100.000 ₺');
    await user.click(screen.getByRole('button', { name: 'Evet, Reddet' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Yalnızca beklemedeki teklifler kabul edilebilir veya reddedilebilir.',
        expect.anything(),
      ),
    );
  });
});

describe('admin listing details: listing actions', () => {
  it('extends the end only to a later time', async () => {
    const { user, calls } = renderDetails({
      [`POST /api/admin/listings/${LISTING_ID}/extend`]: {
        body: {
          message: 'Bitiş zamanı uzatıldı.',
          status: 'active',
          endsAt: '2026-12-02T09:00:00.000Z',
          refundsDue: 0,
          offersRejected: 0,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Süreyi Uzat' }));
    const dialog = screen.getByRole('alertdialog');
    const date = within(dialog).getByLabelText('Yeni Bitiş Tarihi');
    // Ends 1 December 12:00 in Istanbul; the dialog proposes a day later.
    expect(date).toHaveValue('2026-12-02');
    await user.clear(date);
    await user.type(date, '2026-11-30');
    expect(dialog).toHaveTextContent('Yeni bitiş zamanı mevcut bitiş zamanından sonra olmalıdır.');
    expect(within(dialog).getByRole('button', { name: 'Süreyi Uzat' })).toBeDisabled();
    await user.clear(date);
    await user.type(date, '2026-12-02');
    await user.click(within(dialog).getByRole('button', { name: 'Süreyi Uzat' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bitiş zamanı uzatıldı.'));
    expect(calls()).toEqual([
      `/api/admin/listings/${LISTING_ID}/extend {"endsAt":"2026-12-02T09:00:00.000Z"}`,
    ]);
  });

  it('cancels after a confirmation that names the deposit, and offers no early close on an offer listing', async () => {
    const { user, calls } = renderDetails({
      [`POST /api/admin/listings/${LISTING_ID}/cancel`]: {
        body: {
          message: 'İlan iptal edildi. 2 teminat iade sırasına alındı.',
          status: 'cancelled',
          endsAt: '2026-12-01T09:00:00.000Z',
          refundsDue: 2,
          offersRejected: 2,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'İlanı İptal Et' }));
    expect(screen.queryByRole('button', { name: 'Erken Bitir' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('25.000 ₺');
    expect(dialog).toHaveTextContent('Bekleyen pazarlık teklifleri reddedilir.');
    await user.click(within(dialog).getByRole('button', { name: 'Evet, İptal Et' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'İlan iptal edildi. 2 teminat iade sırasına alındı.',
      ),
    );
    expect(calls()).toEqual([`/api/admin/listings/${LISTING_ID}/cancel`]);
  });

  it('offers Erken Bitir on a running auction without bids', async () => {
    const auction = {
      ...offerListing,
      listing: listingDetail({ id: LISTING_ID, phase: 'active', status: 'active' }),
      offers: [],
      offerTotal: 0,
    };
    renderDetails({}, auction);
    expect(await screen.findByRole('button', { name: 'Erken Bitir' })).toBeInTheDocument();
  });

  it('shows no listing action on an ended listing', async () => {
    renderDetails(
      {},
      { ...offerListing, listing: { ...offerListing.listing, phase: 'ended', status: 'sold' } },
    );
    await screen.findByText(/süre ve iptal işlemleri kapalıdır/);
    expect(screen.queryByRole('button', { name: 'Süreyi Uzat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İlanı İptal Et' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /teklifini kabul et/ })).toEqual([]);
  });
});

describe('admin listing details: delete', () => {
  it('offers no Sil on a listing the server keeps, and says why in its words', async () => {
    renderDetails();
    await screen.findByRole('button', { name: 'İlanı İptal Et' });
    expect(screen.queryByRole('button', { name: 'Sil' })).not.toBeInTheDocument();
    expect(screen.getByText(offerListing.deletion.reason!)).toBeInTheDocument();
  });

  it('never tells a sold listing to be cancelled', async () => {
    const reason =
      'Satılan bir pazarlık ilanı silinemez; satışın teklif, teminat ve ödeme kayıtları saklanır.';
    renderDetails(
      {},
      {
        ...offerListing,
        listing: { ...offerListing.listing, phase: 'ended', status: 'sold' },
        deletion: { allowed: false, reason },
      },
    );
    await screen.findByText(reason);
    expect(screen.queryByRole('button', { name: 'Sil' })).not.toBeInTheDocument();
    expect(screen.queryByText(/İptal Et/)).not.toBeInTheDocument();
  });

  it('closes the dialog on a refusal and names the listing’s type in the error', async () => {
    const { user } = renderDetails(
      {
        [`DELETE /api/admin/listings/${LISTING_ID}`]: {
          status: 409,
          body: { error: { code: 'LISTING_HAS_RECORDS', message: 'Bir teminat ödendi.' } },
        },
      },
      { ...offerListing, offers: [], offerTotal: 0, deletion: { allowed: true, reason: null } },
    );
    await user.click(await screen.findByRole('button', { name: 'Sil' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('kalıcı olarak silinecek');
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Sil' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Pazarlık ilanı silinirken bir hata oluştu', {
        description: 'Bir teminat ödendi.',
        duration: 8000,
      }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
