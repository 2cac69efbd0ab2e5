import type { DeletionRequest, UserSettings } from '@arsamezat/shared/member/settings';
import type { Profile } from '@arsamezat/shared/member/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { testSiteConfig } from '../../../testing/render-with-router';
import { siteConfigQueryOptions } from '../../../lib/site-config';

/** Test helpers for the member-settings feature; only its tests import this file. */

export const profile: Profile = {
  id: '0b5c1f3e-7a2d-4e8b-9c1d-2f3a4b5c6d7e',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  fullName: 'Ayşe Yılmaz',
  phone: '5321234567',
  email: null,
  emailVerified: false,
  address: null,
  city: null,
  postalCode: null,
  marketingConsent: false,
  createdAt: '2026-03-14T09:00:00.000Z',
};

export const defaultSettings: UserSettings = {
  emailNotifications: true,
  auctionReminders: true,
  smsNotifications: true,
  marketingEmails: false,
  twoFactorAuth: false,
};

export const deletionRequest: DeletionRequest = {
  id: 'c5a1f3e2-0000-4000-8000-000000000001',
  status: 'received',
  createdAt: '2026-11-01T10:00:00.000Z',
  answerDueAt: '2026-12-01T10:00:00.000Z',
  answerNote: null,
  answeredAt: null,
};

export type ApiCall = { method: string; path: string; body: unknown };
export type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

export function apiError(status: number, code: string, message: string): Reply {
  return { status, body: { error: { code, message } } };
}

/** Replaces fetch with answers keyed by 'METHOD /path'; unknown endpoints answer 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const call: ApiCall = {
        method,
        path: `${url.pathname}${url.search}`,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const handler =
        handlers[`${method} ${url.pathname}`] ?? apiError(404, 'NOT_FOUND', 'Bulunamadı.');
      const reply = typeof handler === 'function' ? await handler(call) : handler;
      const status = reply.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
        status,
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

/** A promise the test settles by hand, to look at a screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Mounts one page at `path` in a memory router, with the site configuration cached. */
export function renderMemberPage(
  path: string,
  page: ReactElement,
  options: { url?: InitialEntry; advanceTimers?: (ms: number) => void } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteConfigQueryOptions.queryKey, testSiteConfig);
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <h1>Başka sayfa</h1> },
    ],
    { initialEntries: [options.url ?? path] },
  );
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}
