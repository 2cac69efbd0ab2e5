import type { SiteConfig } from '@arsamezat/shared/site/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { siteConfigQueryOptions } from '../lib/site-config';

/** A site configuration unlike the real defaults, so tests prove the UI reads it. */
export const testSiteConfig: SiteConfig = {
  siteName: 'TestArsa',
  publicUrl: 'https://test.example',
  company: {
    name: 'Deneme Gayrimenkul A.Ş.',
    address: 'Cumhuriyet Mah. Atatürk Cad. No: 7, 45200 Akhisar / Manisa',
    email: 'iletisim@test.example',
    phone: '+90 236 000 11 22',
    phoneHref: '+902360001122',
  },
  social: {
    whatsappChannel: 'https://whatsapp.com/channel/test',
    instagram: 'https://instagram.com/test',
    facebook: 'https://facebook.com/test',
  },
  serverTime: '2026-01-01T00:00:00.000Z',
};

type Options = {
  initialEntries?: string[];
  /** `null` leaves the cache empty, so the app has to fetch it (stub `fetch` yourself). */
  siteConfig?: SiteConfig | null;
};

/**
 * Mounts routes in a memory router with a fresh QueryClient whose site configuration is
 * already cached. jsdom has no `window.scrollTo`; it is replaced by a spy the test can read.
 */
export function renderWithRouter(routes: RouteObject[], options: Options = {}) {
  const { initialEntries = ['/'], siteConfig = testSiteConfig } = options;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (siteConfig) queryClient.setQueryData(siteConfigQueryOptions.queryKey, siteConfig);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter(routes, { initialEntries });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient, scrollTo };
}

/** `node` under a fresh QueryClient (no retries), for components that read the query cache. */
export function withQueryClient(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>;
}
