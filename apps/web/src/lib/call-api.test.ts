import { placeBidRoute } from '@arsamezat/shared/trading/bids.routes';
import { listListingsRoute } from '@arsamezat/shared/listings/listings.routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callApi, callApiParsed } from './call-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(body: unknown) {
  const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('callApi', () => {
  it('builds the URL from the route path and params, the method and body from the call', async () => {
    const fetch = stubFetch({ ok: true });
    await callApi(placeBidRoute, { params: { id: 'a/b' }, body: { amount: 100, kind: 'bid' } });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/listings/a%2Fb/bids');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ amount: 100, kind: 'bid' }));
  });

  it('appends the query and sends a GET without a body', async () => {
    const fetch = stubFetch({});
    await callApi(listListingsRoute, { query: { tab: 'auctions', page: 2, minPrice: undefined } });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/listings?tab=auctions&page=2');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('reads the answer through the schema it loads beside the request', async () => {
    stubFetch({ count: '3' });
    const schema = z.object({ count: z.coerce.number() });
    const data = await callApiParsed(listListingsRoute, () => Promise.resolve(schema));
    expect(data).toEqual({ count: 3 });
  });
});

describe('the first schema', () => {
  it('waits for what the page draws first without zod (decision 094)', async () => {
    vi.resetModules();
    const fresh = await import('./call-api');
    stubFetch({ count: 3 });
    let drawn: () => void = () => undefined;
    fresh.drawBeforeSchemas(new Promise<void>((resolve) => (drawn = resolve)));
    const loadSchema = vi.fn(() => Promise.resolve(z.object({ count: z.number() })));

    const answer = fresh.callApiParsed(listListingsRoute, loadSchema);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadSchema).not.toHaveBeenCalled();

    drawn();
    expect(await answer).toEqual({ count: 3 });
    expect(loadSchema).toHaveBeenCalledOnce();
  });
});
