import type { FirmListingItem, FirmListingsPage } from '@arsamezat/shared/firms/firm-listings';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render-with-router';

type Reply = { status?: number; body: unknown };

/** Stubs `fetch`: each call answered by `reply(method, url)`; every call is recorded. */
export function mockFirmApi(reply: (method: string, url: URL) => Reply | undefined) {
  const fetchMock = vi.fn((input: string | URL, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const answer = reply(init?.method ?? 'GET', url) ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'İstenen adres bulunamadı.' } },
    };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function firmItem(values: Partial<FirmListingItem> = {}): FirmListingItem {
  return {
    id: id(1),
    title: 'Kütahya Merkez İmarlı Arsa',
    listingType: 'auction',
    location: 'Zafertepe Mah., Merkez, Kütahya',
    coverUrl: null,
    startingPrice: 1_250_000_00,
    highestBid: null,
    finalPrice: null,
    bidCount: 0,
    startsAt: '2026-11-20T09:00:00.000Z',
    endsAt: '2026-11-27T09:00:00.000Z',
    status: 'upcoming',
    phase: 'upcoming',
    publication: 'draft',
    tab: 'draft',
    reviewNotes: null,
    submittedAt: null,
    updatedAt: '2026-11-10T09:00:00.000Z',
    ...values,
  };
}

export function firmPage(values: Partial<FirmListingsPage> = {}): FirmListingsPage {
  const items = values.items ?? [firmItem()];
  return {
    firm: { title: 'Anadolu Arsa A.Ş.', status: 'approved', role: 'owner' },
    credits: 3,
    counts: { draft: items.length, submitted: 0, published: 0, ended: 0, sold: 0, rejected: 0 },
    tab: 'draft',
    page: 1,
    pageSize: 20,
    total: items.length,
    items,
    ...values,
  };
}

export function renderAt(element: ReactNode, path = '/firm') {
  return renderWithRouter([{ path: '*', element }], { initialEntries: [path] });
}
