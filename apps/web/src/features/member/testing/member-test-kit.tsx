import type { ListingSummary } from '@arsamezat/shared/listings/listings';
import type {
  Dashboard,
  MyBid,
  MyDepositRecord,
  MyWin,
  RecordListing,
} from '@arsamezat/shared/member/member-records';
import type { SiteConfig } from '@arsamezat/shared/site/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { siteConfigQueryOptions } from '../../../lib/site-config';

/** Test helpers for the member feature; only tests import this file. */

export const site: SiteConfig = {
  siteName: 'ArsaTest',
  publicUrl: 'http://localhost',
  company: {
    name: 'Deneme Gayrimenkul A.Ş.',
    address: 'Akhisar / Manisa',
    email: 'destek@arsatest.example',
    phone: '0236 000 11 22',
    phoneHref: '+902360001122',
  },
  social: { whatsappChannel: 'x', instagram: 'x', facebook: 'x' },
  serverTime: '2026-05-05T12:00:00.000Z',
};

export function renderPage(element: ReactElement, url = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteConfigQueryOptions.queryKey, site);
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element },
      { path: '/bids', element },
      { path: '/auctions/:id', element: <p>İlan sayfası</p> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user };
}

type Reply = { status?: number; body: unknown } | 'never';
type Route = Reply | ((url: URL) => Reply);

/** Replaces fetch: each request is answered by the longest matching path prefix. */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn((input: string | URL) => {
    const url = new URL(input, 'http://localhost');
    const path = `${url.pathname}${url.search}`;
    const match = Object.entries(routes)
      .sort(([a], [b]) => b.length - a.length)
      .find(([prefix]) => path.startsWith(prefix));
    const reply = match ? (typeof match[1] === 'function' ? match[1](url) : match[1]) : undefined;
    if (reply === 'never') return new Promise<Response>(() => undefined);
    const { status = 200, body } = reply ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'İstenen adres bulunamadı.' } },
    };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const SERVER_ERROR = {
  status: 500,
  body: { error: { code: 'INTERNAL', message: 'Beklenmeyen bir hata oluştu.' } },
};

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function recordListing(overrides: Partial<RecordListing> = {}): RecordListing {
  return {
    id: id(1),
    title: 'Kütahya Merkez imarlı arsa',
    listingType: 'auction',
    location: 'Merkez, Kütahya',
    status: 'active',
    phase: 'active',
    endsAt: '2026-05-10T09:00:00.000Z',
    ...overrides,
  };
}

export function myBid(overrides: Partial<MyBid> = {}): MyBid {
  return {
    id: id(100),
    amount: 125_000_000,
    createdAt: '2026-05-05T10:30:00.000Z',
    listing: { ...recordListing(), highestBid: 125_000_000 },
    isHighest: true,
    outcome: 'leading',
    ...overrides,
  };
}

export function summary(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: id(1),
    listingType: 'auction',
    title: 'Kütahya Merkez imarlı arsa',
    city: 'Kütahya',
    locationDetails: 'Merkez',
    location: 'Merkez, Kütahya',
    coverImage: null,
    startingPrice: 100_000_000,
    highestBid: 125_000_000,
    finalPrice: null,
    displayPrice: 125_000_000,
    minIncrement: 1_000_000,
    offerIncrement: null,
    depositAmount: 5_000_000,
    bidCount: 4,
    startsAt: '2026-05-01T09:00:00.000Z',
    endsAt: '2026-05-10T09:00:00.000Z',
    status: 'active',
    phase: 'active',
    createdAt: '2026-05-01T08:00:00.000Z',
    areaSize: null,
    areaUnit: 'm2',
    imarDurumu: null,
    emlakTipi: null,
    saleState: null,
    zoning: null,
    ...overrides,
  };
}

export function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    stats: { totalBids: 0, activeAuctions: 0, wonAuctions: 0, totalSpent: 0 },
    recentBids: [],
    active: [],
    upcoming: [],
    ...overrides,
  };
}

export function deposit(overrides: Partial<MyDepositRecord> = {}): MyDepositRecord {
  return {
    id: id(200),
    listing: recordListing(),
    amount: 15_600_000,
    status: 'completed',
    failedAttempts: 0,
    createdAt: '2026-05-01T10:00:00.000Z',
    paidAt: '2026-05-01T10:02:00.000Z',
    refundSince: null,
    refundBy: null,
    receipt: {
      paymentId: id(300),
      orderId: 'a6f1c2d3eu4b5xyzt123456789',
      authCode: 'A12345',
      transactionId: 'sb-778899',
      amount: 15_600_000,
      paidAt: '2026-05-01T10:02:00.000Z',
    },
    refundable: false,
    invoice: null,
    ...overrides,
  };
}

export function win(overrides: Partial<MyWin> = {}): MyWin {
  return {
    listing: { ...recordListing({ phase: 'ended', status: 'ended' }), adaNo: '112', parselNo: '7' },
    via: 'auction',
    price: 300_000_000,
    deposit: 15_000_000,
    remaining: 285_000_000,
    wonAt: '2026-05-04T09:00:00.000Z',
    ...overrides,
  };
}

export const page = <T,>(items: T[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  pageSize: 10,
});
