import type { SiteConfig } from '@arsamezat/shared/site/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { siteConfigQueryOptions } from '../../../lib/site-config';
import { TEST_NOW } from '../../../testing/listing-fixtures';

// The listing fixtures are shared with other features' tests, so they live in src/testing.
export { listingDetail, listingSummary, TEST_NOW } from '../../../testing/listing-fixtures';

/** Test helpers for this feature's components; only tests import this file. */

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
