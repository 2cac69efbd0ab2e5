import type { MyDeposit } from '@arsamezat/shared/trading/deposits';
import { ListingDetailSchema, type ListingDetail } from '@arsamezat/shared/listings/listings';
import type { Offer } from '@arsamezat/shared/trading/offers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { listingDetail, TEST_NOW } from '../../../testing/listing-fixtures';

/** Test helpers for the bidding feature's components; only tests import this file. */

export { TEST_NOW };
export const LISTING_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
export const listingPath = `/api/listings/${LISTING_ID}`;

/** An active auction (5 May 2026 is inside its window): 1.250.000 ₺ highest, 1.260.000 ₺ next. */
export function auctionListing(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return ListingDetailSchema.parse(listingDetail({ id: LISTING_ID, ...overrides }));
}

/** An open offer listing with a 1.000.000 ₺ list price. */
export function offerListing(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return auctionListing({
    listingType: 'offer',
    title: 'Akhisar tarla (pazarlık)',
    highestBid: null,
    displayPrice: 100_000_000,
    minIncrement: null,
    offerIncrement: 500_000,
    bidCount: 0,
    minimumNextBid: null,
    ...overrides,
  });
}

export function myDeposit(state: 'none' | 'pending' | 'completed'): MyDeposit {
  return {
    depositAmount: 5_000_000,
    deposit:
      state === 'none'
        ? null
        : {
            id: '11111111-2222-4333-8444-555555555555',
            status: state,
            amount: 5_000_000,
            updatedAt: '2026-05-05T11:00:00.000Z',
          },
    hasCompleted: state === 'completed',
    hasPending: state === 'pending',
  };
}

export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: '22222222-3333-4444-8555-666666666666',
    listingId: LISTING_ID,
    amount: 125_000_000,
    status: 'pending',
    createdAt: '2026-05-05T11:30:00.000Z',
    updatedAt: '2026-05-05T11:30:00.000Z',
    ...overrides,
  };
}

export type Reply = { status?: number; body: unknown };
export type SentRequest = {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
};
type Route = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

export const apiError = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

/**
 * Replaces fetch. Routes are keyed 'METHOD /exact/path'; anything else answers 404. Every
 * request is recorded with its method, path, parsed JSON body and headers.
 */
/** The member's verified identity, as GET /api/me/identity answers it (issue 27). */
export const VERIFIED_IDENTITY = {
  identity: {
    kind: 'tc',
    maskedNumber: '123******50',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    birthYear: 1985,
    province: 'Kütahya',
    district: 'Merkez',
    address: 'Cumhuriyet Mah. İnönü Cad. No: 12',
    companyTitle: null,
    companyTaxNumber: null,
    verifiedAt: '2026-05-01T09:00:00.000Z',
  },
};

/** Stubs fetch with these routes; the member's identity is verified unless a route says otherwise. */
export function stubApi(given: Record<string, Route>) {
  const routes: Record<string, Route> = {
    'GET /api/me/identity': { body: VERIFIED_IDENTITY },
    ...given,
  };
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply =
      route === undefined
        ? apiError(404, 'NOT_FOUND', 'İstenen adres bulunamadı.')
        : typeof route === 'function'
          ? await route(request)
          : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { requests, sent, fetchMock };
}

/** A promise the test settles itself (e.g. to look at a busy button). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Renders with a fresh QueryClient (no retries) and a user-event instance. */
export function renderWithQuery(ui: ReactElement, queryClient = newQueryClient()) {
  const user = userEvent.setup();
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...view, user, queryClient };
}

export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });
