import type { SiteConfig } from '@arsamezat/shared/site/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { siteConfigQueryOptions } from '../../../lib/site-config';

/** A configuration whose brand is not the working brand, so a hard-coded name shows up. */
export const TEST_SITE_CONFIG: SiteConfig = {
  siteName: 'Deneme Arsa',
  publicUrl: 'https://www.deneme-arsa.example',
  company: {
    name: 'Deneme Gayrimenkul A.Ş.',
    address: 'Örnek Mah. Deneme Cad. No: 7, 45200 Akhisar / Manisa',
    email: 'destek@deneme-arsa.example',
    phone: '+90 236 000 00 07',
    phoneHref: '+902360000007',
  },
  social: {
    whatsappChannel: 'https://whatsapp.com/channel/deneme',
    instagram: 'https://www.instagram.com/deneme',
    facebook: 'https://www.facebook.com/deneme',
  },
  serverTime: '2026-11-02T09:00:00.000Z',
};

/** Renders inside a query client that already holds the site configuration, and a router. */
export function renderWithSite(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(siteConfigQueryOptions.queryKey, TEST_SITE_CONFIG);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
