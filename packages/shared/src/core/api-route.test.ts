import { describe, expect, it } from 'vitest';
import { routeUrl } from './api-route.ts';

describe('routeUrl', () => {
  const route = { method: 'GET', path: '/api/listings/:id/documents/:documentId/file' } as const;

  it('fills in each :name, encoded', () => {
    expect(routeUrl(route, { id: 'a b', documentId: 'x/y' })).toBe(
      '/api/listings/a%20b/documents/x%2Fy/file',
    );
  });

  it('appends a query, leaving undefined values out', () => {
    const list = { method: 'GET', path: '/api/listings' } as const;
    expect(routeUrl(list, {}, { tab: 'auctions', page: 2, city: undefined })).toBe(
      '/api/listings?tab=auctions&page=2',
    );
    expect(routeUrl(list, undefined, new URLSearchParams({ cities: 'A,B' }))).toBe(
      '/api/listings?cities=A%2CB',
    );
    expect(routeUrl(list, undefined, {})).toBe('/api/listings');
  });

  it('refuses a path value left out instead of calling a wrong URL', () => {
    expect(() => routeUrl(route, { id: '1' })).toThrow(/:documentId/);
  });
});
