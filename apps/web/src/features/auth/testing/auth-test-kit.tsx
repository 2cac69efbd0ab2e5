import type { SessionUser } from '@arsamezat/shared/accounts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { memberUser } from '../../../testing/fake-auth';
import { testSiteConfig } from '../../../testing/render-with-router';
import { siteConfigQueryOptions } from '../../../lib/site-config';
import { sessionQueryKey } from '../../../lib/session/get-session';

/** Test helpers for the auth feature; only tests import this file. */

/** The one test member (testing/fake-auth), with an id the auth API's answers carry. */
export const member: SessionUser = { ...memberUser, id: '0b5c1f3e-7a2d-4e8b-9c1d-2f3a4b5c6d7e' };

export type ApiCall = { method: string; path: string; body: unknown; csrf: string | null };
export type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((call: ApiCall, signal?: AbortSignal) => Reply | Promise<Reply>);

export function apiError(status: number, code: string, message: string, extra = {}): Reply {
  return { status, body: { error: { code, message, ...extra } } };
}

/**
 * Replaces fetch with answers keyed by 'METHOD /path'; every call is recorded with its JSON
 * body. Unknown endpoints answer 404 in the API's error shape; the session is a guest's.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const call: ApiCall = {
      method,
      path: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      csrf: headers.get('X-CSRF-Token'),
    };
    calls.push(call);
    const handler =
      handlers[`${method} ${url.pathname}`] ??
      (call.path === '/api/auth/session'
        ? { body: { user: null } }
        : apiError(404, 'NOT_FOUND', 'İstenen adres bulunamadı.'));
    const signal = init?.signal ?? undefined;
    const reply = typeof handler === 'function' ? await handler(call, signal) : handler;
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

/** A promise the test settles by hand, to look at a screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

type RenderOptions = {
  url?: string;
  /** The session already known (undefined: not fetched yet, so it comes from fetch). */
  session?: SessionUser | null;
  /** Extra routes; '/', '/login' and '/forgot-password' have stand-ins unless given. */
  routes?: RouteObject[];
  advanceTimers?: (ms: number) => void;
};

const stub = (path: string, text: string): RouteObject => ({ path, element: <h1>{text}</h1> });

/** Mounts one page at `path` in a memory router, with the site configuration cached. */
export function renderPage(path: string, page: ReactElement, options: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteConfigQueryOptions.queryKey, testSiteConfig);
  if (options.session !== undefined) queryClient.setQueryData(sessionQueryKey, options.session);
  const given = [{ path, element: page }, ...(options.routes ?? [])];
  const stubs = [
    stub('/', 'Anasayfa'),
    stub('/login', 'Giriş sayfası'),
    stub('/signup', 'Kayıt sayfası'),
    stub('/forgot-password', 'Şifremi unuttum sayfası'),
  ].filter((s) => !given.some((g) => g.path === s.path));
  const router = createMemoryRouter([...given, ...stubs], {
    initialEntries: [options.url ?? path],
  });
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

/** Messages other tabs would receive on the 'auth' channel. */
export function listenToAuthChannel() {
  const messages: unknown[] = [];
  const channel = new BroadcastChannel('auth');
  channel.onmessage = (event: MessageEvent) => messages.push(event.data);
  return { messages, close: () => channel.close() };
}
