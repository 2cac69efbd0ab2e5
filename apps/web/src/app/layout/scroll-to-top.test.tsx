import { act, screen } from '@testing-library/react';
import { Link, Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../testing/render-with-router';
import { ScrollToTop } from './scroll-to-top';

const routes: RouteObject[] = [
  {
    element: (
      <>
        <ScrollToTop />
        <Outlet />
      </>
    ),
    children: [
      {
        index: true,
        element: (
          <>
            <Link to="/b">Sonraki sayfa</Link>
            <Link to="/?page=2">Sayfa 2</Link>
          </>
        ),
      },
      { path: '/b', element: <Link to="/b?sayfa=2">İkinci sayfa</Link> },
    ],
  },
];

describe('ScrollToTop', () => {
  it('does not jump when the first thing the visitor does is change the query (paging home)', async () => {
    const { user, router, scrollTo } = renderWithRouter(routes);
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Sayfa 2' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Sonraki sayfa' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the top on a new page, but not on back/forward or a query change', async () => {
    const { user, router, scrollTo } = renderWithRouter(routes);
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Sonraki sayfa' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'İkinci sayfa' }));
    expect(router.state.location.search).toBe('?sayfa=2');
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate(-2));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Sonraki sayfa' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
