import type { ListingSummary } from '@arsamezat/shared/listings';
import { vi } from 'vitest';

/** A listing card row as the admin list answers it; pass what the test is about. */
export function summary(values: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    listingType: 'auction',
    title: 'Kütahya Merkez Arsa',
    city: 'Kütahya',
    locationDetails: 'Merkez',
    location: 'Merkez, Kütahya',
    coverImage: null,
    startingPrice: 125_000_000,
    highestBid: null,
    finalPrice: null,
    displayPrice: 125_000_000,
    minIncrement: 500_000,
    offerIncrement: null,
    depositAmount: 0,
    bidCount: 0,
    startsAt: '2026-11-10T09:00:00.000Z',
    endsAt: '2026-11-17T09:00:00.000Z',
    status: 'upcoming',
    phase: 'active',
    createdAt: '2026-11-10T09:00:00.000Z',
    areaSize: 1250,
    areaUnit: 'm2',
    imarDurumu: null,
    emlakTipi: null,
    ...values,
  };
}

type Handler = (url: string, init: RequestInit | undefined) => { status?: number; body?: unknown };

/** Replaces fetch with `handler`; returns the spy to read the calls. */
export function stubApi(handler: Handler) {
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

/** jsdom lacks ResizeObserver, which Radix popovers measure with. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
