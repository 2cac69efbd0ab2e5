import type { AdminOverview } from '@arsamezat/shared/admin/admin-overview';
import type { SaleListItem } from '@arsamezat/shared/sales/sale';
import type { AdminUserSummary } from '@arsamezat/shared/admin/admin-users';
import type { AdminListingSummary } from '@arsamezat/shared/admin/admin-listing-queries';
import { vi } from 'vitest';

/** A listing card row as the admin list answers it; pass what the test is about. */
export function summary(values: Partial<AdminListingSummary> = {}): AdminListingSummary {
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
    saleState: null,
    zoning: null,
    deletion: { allowed: true, reason: null },
    publication: 'published',
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

/** A users-list row as the server answers it; pass what the test is about. */
export function userSummary(values: Partial<AdminUserSummary> = {}): AdminUserSummary {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    fullName: 'Ayşe Yılmaz',
    email: 'ayse@ornek.com',
    phone: '5321234567',
    role: 'user',
    avatarUrl: null,
    status: 'active',
    lastSignInAt: '2026-11-10T09:00:00.000Z',
    bannedUntil: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...values,
  };
}

/** The overview as the server answers it (GET /api/admin/overview); pass what the test is about. */
export function adminOverview(values: Partial<AdminOverview> = {}): AdminOverview {
  return {
    listings: { total: 10, active: 5, upcoming: 3, ended: 2 },
    users: { total: 7 },
    payments: { completedCount: 4, completedAmount: 1_250_000_00 },
    recentBids: 12,
    today: {
      refundsDue: { count: 2, amount: 10_000_00 },
      pendingOffers: 1,
      endingToday: 3,
      stuckPayments: 0,
      unreadMessages: 4,
      openKvkk: { count: 2, overdue: 1 },
      listingReviews: 2,
      overdueSales: { count: 0, items: [] },
    },
    recentUsers: [userSummary()],
    ...values,
  };
}

/** A row of 'Satışlar' as the server answers it (issue 29); pass what the test is about. */
export function saleListItem(values: Partial<SaleListItem> = {}): SaleListItem {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    number: 'SAT-2026-000123',
    viewer: 'operator',
    listing: {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Kütahya Merkez Arsa',
      province: 'Kütahya',
      district: 'Merkez',
    },
    buyerName: 'Ayşe Yılmaz',
    firmTitle: 'Ege Arsa Gayrimenkul A.Ş.',
    price: 1_250_000_00,
    step: 'payment_security',
    stepDeadline: '2026-11-17T09:00:00.000Z',
    overdue: false,
    nextAction: null,
    runnerUpStatus: null,
    runnerUpUntil: null,
    createdAt: '2026-11-10T09:00:00.000Z',
    ...values,
  };
}
