import type { SaleListItem, SaleView } from '@arsamezat/shared/sales/sale';
import { vi } from 'vitest';

/** Test data of sales (issue 29) for the sale page, the member's and the firm's lists. */

export const SALE_ID = '5a1e0000-0000-4000-8000-000000000001';
const LISTING_ID = '1157a000-0000-4000-8000-000000000001';

/** A sale at 'Alıcı Onayı', seen by its buyer, due a day after `serverTime`-ish. */
export function saleView(overrides: Partial<SaleView> = {}): SaleView {
  return {
    id: SALE_ID,
    number: 'SAT-2026-000123',
    origin: 'auction',
    viewer: 'buyer',
    listing: {
      id: LISTING_ID,
      title: 'Akhisar Merkez Zeytinlik',
      province: 'Manisa',
      district: 'Akhisar',
      neighbourhood: 'Kayalıoğlu',
      ada: '112',
      parsel: '7',
      listingType: 'auction',
    },
    buyer: { name: 'Ahmet Yılmaz', phone: null },
    firm: { id: '0f1a0000-0000-4000-8000-000000000001', title: 'Ege Arsa Ltd.', slug: 'ege-arsa' },
    price: 125_000_000,
    serviceFee: 2_500_000,
    balanceDue: 122_500_000,
    step: 'buyer_confirmation',
    stepDeadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    overdue: false,
    steps: [
      {
        step: 'buyer_confirmation',
        label: 'Alıcı Onayı',
        state: 'current',
        deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        doneAt: null,
        doneBy: null,
      },
      {
        step: 'payment_security',
        label: 'Ödeme Güvencesi',
        state: 'upcoming',
        deadline: null,
        doneAt: null,
        doneBy: null,
      },
      {
        step: 'title_appointment',
        label: 'Tapu Randevusu',
        state: 'upcoming',
        deadline: null,
        doneAt: null,
        doneBy: null,
      },
      {
        step: 'completed',
        label: 'Tamamlandı',
        state: 'upcoming',
        deadline: null,
        doneAt: null,
        doneBy: null,
      },
    ],
    events: [
      {
        id: 'e0000000-0000-4000-8000-000000000001',
        kind: 'opened',
        text: 'İhale sonuçlandı; satış başladı.',
        actorRole: 'system',
        actorName: null,
        at: '2026-11-20T09:00:00.000Z',
      },
    ],
    payment: null,
    appointment: null,
    end: null,
    documents: [
      {
        id: 'd0c00000-0000-4000-8000-000000000001',
        kind: 'result',
        label: 'İhale Sonuç Belgesi',
        number: 'BLG-2026-000045',
        createdAt: '2026-11-20T09:00:00.000Z',
        verificationPath: '/belge/AB12CD34',
      },
    ],
    runnerUp: null,
    actions: ['confirm_purchase'],
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function saleListItem(overrides: Partial<SaleListItem> = {}): SaleListItem {
  return {
    id: SALE_ID,
    number: 'SAT-2026-000123',
    viewer: 'buyer',
    listing: {
      id: LISTING_ID,
      title: 'Akhisar Merkez Zeytinlik',
      province: 'Manisa',
      district: 'Akhisar',
    },
    buyerName: 'Ahmet Yılmaz',
    firmTitle: 'Ege Arsa Ltd.',
    price: 125_000_000,
    step: 'buyer_confirmation',
    stepDeadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    overdue: false,
    nextAction: 'confirm_purchase',
    runnerUpStatus: null,
    runnerUpUntil: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

type Reply = { status?: number; body: unknown };
export type SaleApiCall = { method: string; path: string; body: unknown };

/**
 * Replaces fetch: `'POST /api/sales/…/payment'` keys answer by method and path (the query left
 * out), everything else 404; each request is recorded with its parsed JSON body or its FormData.
 */
export function mockSaleApi(routes: Record<string, Reply | (() => Reply)>) {
  const calls: SaleApiCall[] = [];
  const fetchMock = vi.fn((input: string | URL, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route() : route;
    const { status = 200, body: answer } = reply ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'İstenen adres bulunamadı.' } },
    };
    return Promise.resolve(
      new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}
