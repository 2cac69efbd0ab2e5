import type { ListingDetail, ListingSummary } from '@arsamezat/shared/listings';
import type { SiteConfig } from '@arsamezat/shared/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { siteConfigQueryOptions } from '../../../lib/site-config';

/** Test helpers for this feature's components; only tests import this file. */

export const TEST_NOW = new Date('2026-05-05T12:00:00.000Z');

export function siteConfig(serverTime: Date = TEST_NOW): SiteConfig {
  return {
    siteName: 'ArsaTest',
    publicUrl: 'http://localhost',
    company: { name: 'Test', address: 'Akhisar', email: 'a@b.c', phone: '1', phoneHref: '1' },
    social: { whatsappChannel: 'x', instagram: 'x', facebook: 'x' },
    serverTime: serverTime.toISOString(),
  };
}

export function renderRoute(
  element: ReactElement,
  options: { path?: string; url?: string; site?: SiteConfig } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteConfigQueryOptions.queryKey, options.site ?? siteConfig());
  const router = createMemoryRouter(
    [
      { path: options.path ?? '/', element },
      { path: '/login', element: <p>Giriş sayfası</p> },
    ],
    { initialEntries: [options.url ?? '/'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

type Reply = { status?: number; body: unknown };
type Route = Reply | ((url: URL) => Reply);

/** What the server answers a visitor who is not signed in. */
const GUEST_SESSION: Reply = { body: { user: null } };

/**
 * Replaces fetch: each request is answered by the longest route prefix matching its path. The
 * session check answers a guest unless a test says otherwise.
 */
export function mockApi(testRoutes: Record<string, Route>) {
  const routes: Record<string, Route> = { '/api/auth/session': GUEST_SESSION, ...testRoutes };
  // Our api-client always fetches a path string.
  const fetchMock = vi.fn((input: string | URL) => {
    const url = new URL(input, 'http://localhost');
    const path = `${url.pathname}${url.search}`;
    const match = Object.entries(routes)
      .sort(([a], [b]) => b.length - a.length)
      .find(([prefix]) => path.startsWith(prefix));
    const reply = match ? (typeof match[1] === 'function' ? match[1](url) : match[1]) : undefined;
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

export function listingSummary(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    listingType: 'auction',
    title: 'Kütahya Merkez imarlı arsa',
    city: 'Kütahya',
    locationDetails: 'Merkez',
    location: 'Merkez, Kütahya',
    coverImage: { url: '/uploads/a.webp', thumbnailUrl: '/uploads/a-thumb.webp' },
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
    createdAt: '2026-05-04T10:00:00.000Z',
    areaSize: 1250,
    areaUnit: 'm2',
    imarDurumu: 'Konut İmarlı',
    emlakTipi: 'Arsa',
    ...overrides,
  };
}

export function listingDetail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    ...listingSummary(),
    description: 'Yola cepheli, elektrik ve suyu olan arsa.',
    district: 'Merkez',
    neighborhood: null,
    adaNo: '112',
    parselNo: '7',
    ilanSahibi: 'Yetkili Emlak A.Ş.',
    propertyType: null,
    documentType: null,
    images: [1, 2, 3].map((n) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      url: `/uploads/${n}.webp`,
      thumbnailUrl: `/uploads/${n}-thumb.webp`,
      width: 1600,
      height: 1000,
    })),
    antiSnipeMinutes: 5,
    minimumNextBid: 126_000_000,
    ...overrides,
  };
}
