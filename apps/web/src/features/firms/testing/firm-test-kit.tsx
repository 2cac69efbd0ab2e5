import type { FirmApplication } from '@arsamezat/shared/firms/firm-application';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { siteConfigQueryOptions } from '../../../lib/site-config';
import { testSiteConfig } from '../../../testing/render-with-router';

/** Test helpers for the firms feature; only its tests import this file. */

export type ApiCall = { method: string; path: string; body: unknown };
export type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Reply {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}

/** Replaces fetch with answers keyed by 'METHOD /path'; a FormData body is kept as it is. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      const call: ApiCall = { method, path: url.pathname, body };
      calls.push(call);
      const handler =
        handlers[`${method} ${url.pathname}`] ?? apiError(404, 'NOT_FOUND', 'Bulunamadı.');
      const reply = typeof handler === 'function' ? await handler(call) : handler;
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

export function renderFirmPage(path: string, page: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteConfigQueryOptions.queryKey, testSiteConfig);
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <h1>Başka sayfa</h1> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}

export const verifiedIdentity = {
  identity: {
    kind: 'tc',
    maskedNumber: '123******50',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    birthYear: 1985,
    province: 'Konya',
    district: 'Selçuklu',
    address: 'Feritpaşa Mah. No: 8',
    companyTitle: null,
    companyTaxNumber: null,
    verifiedAt: '2026-05-01T09:00:00.000Z',
  },
};

export function application(overrides: Partial<FirmApplication> = {}): FirmApplication {
  return {
    id: '4d6f2a1e-1c2b-4a5d-8e9f-0a1b2c3d4e5f',
    slug: 'caglayan-gayrimenkul-a-s',
    title: 'Çağlayan Gayrimenkul A.Ş.',
    taxOffice: 'Selçuklu',
    taxNumber: '1234567890',
    mersisNo: null,
    address: 'Feritpaşa Mah. Kule Cad. No: 8 Selçuklu / Konya',
    phone: '3322223344',
    email: 'bilgi@caglayan.com.tr',
    applicantRole: 'Genel Müdür',
    status: 'pending',
    statusReason: null,
    role: 'owner',
    createdAt: '2026-11-20T08:00:00.000Z',
    decidedAt: null,
    documents: [
      {
        id: '5e7a3b2f-2d3c-4b6e-9fa0-1b2c3d4e5f60',
        kind: 'yetki_belgesi',
        fileName: 'yetki.pdf',
        contentType: 'application/pdf',
        size: 120_000,
        createdAt: '2026-11-20T08:00:00.000Z',
      },
      {
        id: '6f8b4c3a-3e4d-4c7f-8ab1-2c3d4e5f6071',
        kind: 'vergi_levhasi',
        fileName: 'levha.png',
        contentType: 'image/png',
        size: 80_000,
        createdAt: '2026-11-20T08:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
