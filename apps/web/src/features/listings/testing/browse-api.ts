import type { ListingsPage } from '@arsamezat/shared/listings/listings';
import { listingSummary, mockApi } from './render';

/** Test helpers for the browse screen; only tests import this file. */

/** A page as the server would answer `url`: two listings named after tab, page and index. */
export function listingsPageFor(url: URL, total: number): ListingsPage {
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const size = Math.max(0, Math.min(2, total - (page - 1) * pageSize));
  return {
    items: Array.from({ length: size }, (_, i) =>
      listingSummary({
        id: `00000000-0000-4000-8000-${String(page * 100 + i).padStart(12, '0')}`,
        title: `${url.searchParams.get('tab') ?? ''} ilan ${page}-${i}`,
      }),
    ),
    total,
    page,
    pageSize,
    counts: { active: 2, upcoming: 0, ended: 5 },
  };
}

/** Answers every browse with `total` matches. */
export const mockBrowseApi = (total = 30) =>
  mockApi({ '/api/listings?': (url) => ({ body: listingsPageFor(url, total) }) });

/** The query strings of the browse requests made so far. */
export function browseRequests(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input, 'http://localhost'))
    .filter((url) => url.pathname === '/api/listings')
    .map((url) => url.search);
}
