import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../router';
import { renderWithRouter } from '../../testing/render-with-router';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('kırık bileşen');
}

const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => null,
    children: [
      { path: '/kirik', Component: Broken },
      {
        path: '/ilan-yok',
        loader: () => {
          // React Router's way to fail a loader with an HTTP status.
          // eslint-disable-next-line @typescript-eslint/only-throw-error
          throw new Response('', { status: 404 });
        },
        element: <p>görünmez</p>,
      },
    ],
  },
];

// React logs every caught render error; the assertions below are what matters.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.unstubAllGlobals());

describe('RouteErrorPage', () => {
  it('explains a failing page in Turkish, keeps the spec caption and offers a reload', async () => {
    renderWithRouter(routes, { initialEntries: ['/kirik'] });
    expect(
      await screen.findByRole('heading', { name: 'Bir şeyler ters gitti' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Unexpected Application Error!/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfayı Yenile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anasayfaya Dön' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Bir hata oluştu - TestArsa');
  });

  it('shows the not-found message for a 404 response', async () => {
    renderWithRouter(routes, { initialEntries: ['/ilan-yok'] });
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.queryByText('görünmez')).not.toBeInTheDocument();
  });

  it('still renders, with its own frame, when the site configuration cannot load', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('ağ yok')));
    renderWithRouter(appRoutes, { initialEntries: ['/about'], siteConfig: null });
    expect(
      await screen.findByRole('heading', { name: 'Bir şeyler ters gitti' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Ana menü' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anasayfa' })).toHaveAttribute('href', '/');
  });
});
