import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useBrowseParams } from './use-browse-params';

type Update = ReturnType<typeof useBrowseParams>[1];

function openAt(url: string) {
  const handle: { update?: Update } = {};
  function Browse() {
    handle.update = useBrowseParams('new')[1];
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Browse /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { router, update: (...args: Parameters<Update>) => handle.update?.(...args) };
}

const search = (router: ReturnType<typeof openAt>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('useBrowseParams', () => {
  it('builds a second change made before React draws the first on the first, not on the old address', () => {
    const { router, update } = openAt('/?cities=konya&minPrice=100000&page=3');
    act(() => {
      // Both taps land with the same (stale) render: clear the filters, then change the tab.
      update({ cities: [], minPrice: undefined, maxPrice: undefined });
      update({ tab: 'auctions' });
    });
    expect(search(router)).toEqual({ tab: 'auctions' });
  });

  it('keeps the other parameters, goes back to page 1 on a change and keeps the page when paging', () => {
    const { router, update } = openAt('/?tab=auctions&sort=priceAsc&page=2&utm=x');
    act(() => update({ view: 'list' }));
    expect(search(router)).toEqual({ tab: 'auctions', sort: 'priceAsc', view: 'list', utm: 'x' });
    act(() => update({ page: 4 }));
    expect(search(router)).toMatchObject({ page: '4', view: 'list' });
    expect(router.state.historyAction).toBe('PUSH');
    act(() => update({ page: 2 }, { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
