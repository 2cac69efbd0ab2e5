import type { FirmListingActivity, FirmOffer } from '@arsamezat/shared/firms/firm-activity';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';
import { FirmFollowPage } from './firm-follow-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ID = '11111111-1111-4111-8111-111111111111';
const TL = 100;

function activity(overrides: Partial<FirmListingActivity> = {}): FirmListingActivity {
  return {
    listing: {
      id: ID,
      title: 'Konya Selçuklu İmarlı Arsa',
      listingType: 'auction',
      status: 'active',
      publication: 'published',
      phase: 'active',
      city: 'Konya',
      district: 'Selçuklu',
      startsAt: '2026-05-01T09:00:00.000Z',
      endsAt: '2026-05-10T09:00:00.000Z',
      startingPrice: 1_000_000 * TL,
      highestBid: 1_250_000 * TL,
      bidCount: 7,
      minOfferAmount: null,
      depositAmount: 50_000 * TL,
      ...overrides.listing,
    },
    watchers: 12,
    deposits: { count: 3, total: 150_000 * TL },
    offers: null,
    result: null,
    ...overrides,
  };
}

const offer = (n: number, lira: number, name: string, status: FirmOffer['status'] = 'pending') => ({
  id: `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${n}`,
  amount: lira * TL,
  status,
  bidderName: name,
  createdAt: '2026-05-05T09:00:00.000Z',
  updatedAt: '2026-05-05T09:00:00.000Z',
});

const offerActivity = (
  offers: FirmOffer[],
  listing: Partial<FirmListingActivity['listing']> = {},
) =>
  activity({
    listing: {
      ...activity().listing,
      listingType: 'offer',
      highestBid: null,
      bidCount: 0,
      ...listing,
    },
    offers,
  });

type Answer = { status?: number; body?: unknown };

function stubFetch(handler: (url: string, init?: RequestInit) => Answer) {
  const spy = vi.fn((input: string, init?: RequestInit) => {
    const { status = 200, body } = handler(input, init);
    return Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

function renderPage() {
  return renderWithRouter(
    [
      {
        path: '/firm/listings/:id',
        element: (
          <FirmFollowPage
            bidHistory={(id) => <p>bid list of {id}</p>}
            countdown={(to) => <span>countdown to {to}</span>}
          />
        ),
      },
    ],
    { initialEntries: [`/firm/listings/${ID}`] },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('FirmFollowPage', () => {
  it('shows an auction: price, bids, watchers, deposits paid, the countdown and the live bid list', async () => {
    stubFetch(() => ({ body: activity() }));
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Konya Selçuklu İmarlı Arsa' }),
    ).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label).closest('div')!;
    expect(within(stat('Güncel Fiyat')).getByText('1.250.000 ₺')).toBeInTheDocument();
    expect(within(stat('Teklif Sayısı')).getByText('7')).toBeInTheDocument();
    expect(within(stat('Takipçi')).getByText('12')).toBeInTheDocument();
    expect(within(stat('Teminatlar')).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Toplam 150.000 ₺')).toBeInTheDocument();
    expect(screen.getByText('Aktif')).toBeInTheDocument();
    expect(screen.getByText('Canlı')).toBeInTheDocument();
    expect(screen.getByText('countdown to 2026-05-10T09:00:00.000Z')).toBeInTheDocument();
    expect(screen.getByText(`bid list of ${ID}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlan sayfasını görüntüle' })).toHaveAttribute(
      'href',
      `/auctions/${ID}`,
    );
  });

  it('shows an ended auction’s result: the masked winner and the price, no countdown', async () => {
    stubFetch(() => ({
      body: activity({
        listing: { ...activity().listing, status: 'ended', phase: 'ended' },
        result: {
          status: 'ended',
          winnerName: 'Ah*** Yı***',
          finalPrice: 1_250_000 * TL,
          closedAt: '2026-05-10T09:00:00.000Z',
        },
      }),
    }));
    renderPage();

    expect(await screen.findByText('Satıldı: 1.250.000 ₺')).toBeInTheDocument();
    expect(screen.getByText(/İhaleyi Ah\*\*\* Yı\*\*\* kazandı/)).toBeInTheDocument();
    expect(screen.getByText('Sona Erdi')).toBeInTheDocument();
    expect(screen.queryByText(/countdown to/)).not.toBeInTheDocument();
    expect(screen.queryByText('Canlı')).not.toBeInTheDocument();
  });

  it('says when an auction ended without bids', async () => {
    stubFetch(() => ({
      body: activity({
        listing: { ...activity().listing, status: 'ended', phase: 'ended', highestBid: null },
        result: { status: 'ended', winnerName: null, finalPrice: null, closedAt: null },
      }),
    }));
    renderPage();
    expect(await screen.findByText('Satış olmadan sona erdi')).toBeInTheDocument();
    expect(screen.getByText(/İhale teklif almadan sona erdi/)).toBeInTheDocument();
  });

  it('lists a Pazarlık listing’s offers with masked senders, and Kabul Et / Reddet on pending ones', async () => {
    stubFetch(() => ({
      body: offerActivity([
        offer(1, 1_100_000, 'Ay*** Ka***'),
        offer(2, 1_050_000, 'Ah*** Yı***', 'rejected'),
      ]),
    }));
    renderPage();

    expect(await screen.findByText('Pazarlık Teklifleri')).toBeInTheDocument();
    expect(screen.getByText('Ay*** Ka***')).toBeInTheDocument();
    expect(screen.getByText('Reddedildi')).toBeInTheDocument();
    expect(screen.getByText('1 teklif kararınızı bekliyor.', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /kabul et/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /reddet/ })).toHaveLength(1);
    // An offer listing shows no countdown and no bid list.
    expect(screen.queryByText(/bid list of/)).not.toBeInTheDocument();
  });

  it('accepting a lower offer while a higher one waits needs the second tick, which the request carries', async () => {
    const posts: { url: string; body: unknown }[] = [];
    const lower = offer(1, 1_000_000, 'Ah*** Yı***');
    const higher = offer(2, 1_100_000, 'Ay*** Ka***');
    stubFetch((url, init) => {
      if (init?.method === 'POST') {
        posts.push({ url, body: init.body ? JSON.parse(init.body as string) : undefined });
        return {
          body: {
            message: 'Teklif başarıyla kabul edildi',
            offer: { ...lower, status: 'accepted' },
          },
        };
      }
      return { body: offerActivity([higher, lower]) };
    });
    const { user } = renderPage();

    await user.click(
      await screen.findByRole('button', { name: '1.000.000 TL teklifini kabul et' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Daha yüksek bir teklif bekliyor: 1.100.000 ₺'),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: '1.000.000 ₺ Teklifi Kabul Et' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(confirm);

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: `/api/firm/listings/${ID}/offers/${lower.id}/accept`,
      body: { acknowledgedHigherAmount: 1_100_000 * TL },
    });
  });

  it('rejects an offer after the confirmation', async () => {
    const posts: string[] = [];
    const only = offer(1, 1_000_000, 'Ah*** Yı***');
    stubFetch((url, init) => {
      if (init?.method === 'POST') {
        posts.push(url);
        return { body: { message: 'Teklif reddedildi', offer: { ...only, status: 'rejected' } } };
      }
      return { body: offerActivity([only]) };
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '1.000.000 TL teklifini reddet' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Reddet' }));
    await waitFor(() =>
      expect(posts).toEqual([`/api/firm/listings/${ID}/offers/${only.id}/reject`]),
    );
  });

  it('says a listing not yet published is not public, with its stage', async () => {
    stubFetch(() => ({
      body: activity({ listing: { ...activity().listing, publication: 'submitted', bidCount: 0 } }),
    }));
    renderPage();
    expect(await screen.findByText('Onay Bekliyor', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/henüz yayında değil/)).toBeInTheDocument();
    expect(screen.queryByText(/bid list of/)).not.toBeInTheDocument();
    expect(screen.queryByText('Canlı')).not.toBeInTheDocument();
  });

  it('answers another firm’s listing as not found, and a member of no firm with the server’s text', async () => {
    stubFetch(() => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'İlan bulunamadı.' } },
    }));
    const first = renderPage();
    expect(
      await screen.findByText('Bu ilan bulunamadı veya firmanıza ait değil.'),
    ).toBeInTheDocument();
    first.unmount();

    const text =
      'Bu sayfa firma hesapları içindir. Kurumsal başvuru yaparak firma hesabı açabilirsiniz.';
    stubFetch(() => ({ status: 403, body: { error: { code: 'FIRM_REQUIRED', message: text } } }));
    renderPage();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
