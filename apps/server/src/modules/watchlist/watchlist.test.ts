import type { SavedSearch, WatchlistPage, WatchStatus } from '@arsamezat/shared/listings/watchlist';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, csrfHeaders, type TestApp } from '../../../test/helpers/app.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { signedInTrader, type ErrorBody, type Trader } from '../bids/testing/trading-fixtures.ts';

const clock = movableClock('2026-05-05T12:00:00.000Z');
let t: TestApp;
let ahmet: Trader;
let ayse: Trader;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ahmet = await signedInTrader(t.database.db, clock.clock(), { firstName: 'Ahmet', lastName: 'Y' });
  ayse = await signedInTrader(t.database.db, clock.clock(), { firstName: 'Ayşe', lastName: 'K' });
});
afterAll(() => t.close());

const errorOf = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;
const searchesOf = async (trader: Trader) =>
  (await call('GET', '/api/me/saved-searches', trader)).json<{ items: SavedSearch[] }>().items;

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, trader?: Trader, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: csrfHeaders(...(trader ? [trader.cookie] : [])),
    ...(payload ? { payload } : {}),
  });
}

describe('following a listing', () => {
  it('counts followers publicly and tells each member whether they follow', async () => {
    const id = await insertListing(t.database.db, { title: 'Takipli Arsa' });
    expect((await call('GET', `/api/listings/${id}/watch`)).json()).toEqual({
      watching: false,
      watchers: 0,
    });

    const first = await call('PUT', `/api/listings/${id}/watch`, ahmet);
    expect(first.statusCode).toBe(200);
    expect(first.json<WatchStatus>()).toEqual({ watching: true, watchers: 1 });
    // Following twice is one follow.
    expect((await call('PUT', `/api/listings/${id}/watch`, ahmet)).json()).toEqual({
      watching: true,
      watchers: 1,
    });
    expect((await call('GET', `/api/listings/${id}/watch`, ayse)).json()).toEqual({
      watching: false,
      watchers: 1,
    });
    expect((await call('GET', `/api/listings/${id}/watch`)).json()).toEqual({
      watching: false,
      watchers: 1,
    });

    const off = await call('DELETE', `/api/listings/${id}/watch`, ahmet);
    expect(off.json()).toEqual({ watching: false, watchers: 0 });
  });

  it('needs a session to follow, and a listing that exists', async () => {
    const id = await insertListing(t.database.db);
    const guest = await call('PUT', `/api/listings/${id}/watch`);
    expect(guest.statusCode).toBe(401);
    expect(errorOf(guest).code).toBe('UNAUTHENTICATED');
    const missing = '00000000-0000-4000-8000-000000000000';
    const none = await call('PUT', `/api/listings/${missing}/watch`, ahmet);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).message).toBe('İlan bulunamadı.');
    const bad = await call('PUT', `/api/listings/abc/watch`, ahmet);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Geçersiz ilan numarası.');
  });

  it('lists only my followed listings as cards, the latest followed first', async () => {
    const member = await signedInTrader(t.database.db, clock.clock(), {
      firstName: 'Can',
      lastName: 'E',
    });
    const older = await insertListing(t.database.db, { title: 'İlk Takip' });
    const newer = await insertListing(t.database.db, { title: 'Son Takip' });
    const others = await insertListing(t.database.db, { title: 'Başkasının' });
    await call('PUT', `/api/listings/${older}/watch`, member);
    clock.advance(1);
    await call('PUT', `/api/listings/${newer}/watch`, member);
    await call('PUT', `/api/listings/${others}/watch`, ayse);

    const res = await call('GET', '/api/me/watchlist', member);
    expect(res.statusCode).toBe(200);
    const page = res.json<WatchlistPage>();
    expect(page.items.map((item) => item.title)).toEqual(['Son Takip', 'İlk Takip']);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 12 });
    expect(page.items[0]?.id).toBe(newer);

    const ids = await call('GET', '/api/me/watchlist/ids', member);
    expect(ids.json()).toEqual({ ids: [newer, older] });

    expect((await call('GET', '/api/me/watchlist')).statusCode).toBe(401);
    expect((await call('GET', '/api/me/watchlist/ids')).statusCode).toBe(401);
    expect((await call('GET', '/api/me/watchlist?page=0', member)).statusCode).toBe(400);
  });
});

describe('saved searches', () => {
  const filters = {
    tab: 'auctions',
    phase: 'active',
    cities: ['konya', 'Ankara'],
    minPrice: 100_000_00,
  };

  it('saves the browse filters with official province names, lists, renames and deletes', async () => {
    const member = await signedInTrader(t.database.db, clock.clock(), {
      firstName: 'Deniz',
      lastName: 'A',
    });
    const created = await call('POST', '/api/me/saved-searches', member, {
      name: '  Konya ve Ankara  ',
      filters,
    });
    expect(created.statusCode).toBe(201);
    const search = created.json<{ search: SavedSearch }>().search;
    expect(search).toMatchObject({
      name: 'Konya ve Ankara',
      frequency: 'immediate',
      filters: {
        tab: 'auctions',
        phase: 'active',
        cities: ['Konya', 'Ankara'],
        minPrice: 100_000_00,
      },
    });

    const renamed = await call('PATCH', `/api/me/saved-searches/${search.id}`, member, {
      name: 'İç Anadolu',
      frequency: 'daily',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ search: SavedSearch }>().search).toMatchObject({
      name: 'İç Anadolu',
      frequency: 'daily',
    });

    expect((await searchesOf(member)).map((item) => item.name)).toEqual(['İç Anadolu']);

    expect((await call('DELETE', `/api/me/saved-searches/${search.id}`, member)).statusCode).toBe(
      204,
    );
    expect(await searchesOf(member)).toEqual([]);
  });

  it("answers 404 for another member's search and changes nothing", async () => {
    const created = await call('POST', '/api/me/saved-searches', ahmet, {
      name: 'Ahmet’in araması',
      filters: { tab: 'new' },
    });
    const id = created.json<{ search: SavedSearch }>().search.id;
    const rename = await call('PATCH', `/api/me/saved-searches/${id}`, ayse, { name: 'Ele geçir' });
    expect(rename.statusCode).toBe(404);
    expect(errorOf(rename)).toEqual({
      code: 'SAVED_SEARCH_NOT_FOUND',
      message: 'Kayıtlı arama bulunamadı.',
    });
    expect((await call('DELETE', `/api/me/saved-searches/${id}`, ayse)).statusCode).toBe(404);
    expect(await searchesOf(ayse)).toEqual([]);
    expect((await searchesOf(ahmet)).map((item) => item.name)).toContain('Ahmet’in araması');
  });

  it('refuses bad input with a Turkish message', async () => {
    const cases: [object, string][] = [
      [{ name: '', filters }, 'Arama için bir ad girin.'],
      [{ name: 'x'.repeat(81), filters }, 'Arama adı en fazla 80 karakter olabilir.'],
      [
        { name: 'A', filters: { tab: 'new', cities: ['Atlantis'] } },
        'Geçersiz şehir: Atlantis. 81 ilden birini seçin.',
      ],
      [
        { name: 'A', filters: { tab: 'new', minPrice: 5, maxPrice: 1 } },
        'En düşük fiyat en yüksek fiyattan büyük olamaz.',
      ],
      [{ name: 'A', filters: { tab: 'new' }, frequency: 'weekly' }, 'Bildirim sıklığı geçersiz.'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/me/saved-searches', ayse, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    expect(await searchesOf(ayse)).toEqual([]);
    expect(
      (await call('POST', '/api/me/saved-searches', undefined, { name: 'A', filters })).statusCode,
    ).toBe(401);
  });

  it('keeps at most twenty searches per member, also when saved at once', async () => {
    const member = await signedInTrader(t.database.db, clock.clock(), {
      firstName: 'Ece',
      lastName: 'B',
    });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        call('POST', '/api/me/saved-searches', member, { name: `Arama ${index}`, filters }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(4);
    expect(errorOf(refused[0]!).message).toBe(
      'En fazla 20 arama kaydedebilirsiniz. Yeni bir arama için eskilerden birini silin.',
    );
    expect(await searchesOf(member)).toHaveLength(20);
  });
});
