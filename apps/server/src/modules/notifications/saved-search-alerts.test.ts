import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import { savedSearchMatches } from '../../db/schema/watchlist.ts';
import { runSavedSearchDigestsOnce } from './saved-search-digest.job.ts';
import { asAdmin, listingBody, type Admin } from '../admin/testing/admin-fixtures.ts';
import type { Trader } from '../bids/testing/trading-fixtures.ts';
import type { NotificationEvent } from './notification-events.ts';
import {
  eventLines,
  occurrenceRows,
  openAlertRoom,
  saveSearch,
  textsOf,
  type AlertRoom,
} from './testing/alert-fixtures.ts';
import { setNotificationSettings } from './testing/notification-fixtures.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const TL = 100;

/*
 * Saved-search alerts (decision 039): a published listing tells the owners of matching
 * immediate searches at once; daily searches get one digest per Istanbul day.
 */

let room: AlertRoom;
let t: TestApp;
let admin: Admin;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;
let zeynep: Trader;
beforeAll(async () => {
  room = await openAlertRoom();
  ({ t, admin, ahmet, ayse, mehmet, zeynep } = room);
});
afterAll(() => t.close());

const now = () => room.clock.clock();
const later = (ms: number) => new Date(now().getTime() + ms);
const of = (member: Trader, event: string) => eventLines(t, member, event);
const rowsOf = (event: string, eventKey: string) => occurrenceRows(t, event, eventKey);
const texts = (member: Trader, event: NotificationEvent) => textsOf(t, member, event);

describe('saved-search alerts', () => {
  const published = (values: Record<string, unknown>) =>
    asAdmin(
      t,
      admin,
      'POST',
      '/api/admin/listings',
      listingBody({
        status: 'upcoming',
        startsAt: later(24 * HOUR).toISOString(),
        endsAt: later(8 * 24 * HOUR).toISOString(),
        ...values,
      }),
    );

  it('tells the owners of matching immediate searches once when the admin publishes a listing', async () => {
    await saveSearch(t, ayse, 'Muğla arsaları', { cities: ['Muğla'], maxPrice: 2_000_000 * TL });
    await saveSearch(t, ayse, 'Ucuz Muğla', { cities: ['Muğla'], maxPrice: 1_500_000 * TL });
    await saveSearch(t, mehmet, 'Muğla (her gün)', { cities: ['Muğla'] }, 'daily');
    await saveSearch(t, zeynep, 'İzmir', { cities: ['İzmir'] });
    await saveSearch(t, ahmet, 'Açık ihaleler', { cities: ['Muğla'], phase: 'active' });
    // Listings published from now on are new to these searches.
    room.clock.advance(60);

    const res = await published({ city: 'Muğla', title: 'Fethiye Deniz Manzaralı Arsa' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();

    // Ayşe's two searches match: one notification per channel, naming her oldest search.
    expect(await of(ayse, 'saved_search_match')).toEqual([
      'saved_search_match email',
      'saved_search_match in_app',
    ]);
    const words = await texts(ayse, 'saved_search_match');
    expect(words.title).toBe('"Muğla arsaları" aramanıza uyan yeni ilan');
    expect(words.paragraphs[0]).toContain('"Muğla arsaları"');
    // Daily: nothing now, a match kept for the digest. Other province, other phase: nothing.
    expect(await of(mehmet, 'saved_search_match')).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(savedSearchMatches)
        .where(eq(savedSearchMatches.listingId, id)),
    ).toHaveLength(1);
    expect(await of(zeynep, 'saved_search_match')).toEqual([]);
    expect(await of(ahmet, 'saved_search_match')).toEqual([]);

    // Out of the price range: nobody.
    const pricey = await published({ city: 'Muğla', startingPrice: 3_000_000 * TL });
    expect(await rowsOf('saved_search_match', pricey.json<{ id: string }>().id)).toEqual([]);
  });

  it('tells them when a cancelled listing is made public again, once, and not with e-mails off', async () => {
    const res = await published({ city: 'İzmir', status: 'cancelled' });
    const { id } = res.json<{ id: string }>();
    expect(await rowsOf('saved_search_match', id)).toEqual([]);
    await setNotificationSettings(t.database.db, zeynep.id, { emailNotifications: false });
    for (const status of ['upcoming', 'cancelled', 'upcoming']) {
      const patched = await asAdmin(t, admin, 'PATCH', `/api/admin/listings/${id}`, { status });
      expect(patched.statusCode, patched.body).toBe(200);
    }
    expect((await rowsOf('saved_search_match', id)).map((row) => row.channel)).toEqual(['in_app']);
    await setNotificationSettings(t.database.db, zeynep.id, { emailNotifications: true });
  });
});

describe('the daily digest', () => {
  it('goes out once per Istanbul day with the matches since the last one', async () => {
    const db = t.database.db;
    const run = () => runSavedSearchDigestsOnce({ db, clock: room.clock.clock });
    await setNotificationSettings(db, mehmet.id, { emailNotifications: true });
    // Mehmet's daily Muğla search already holds two matches (above); one more now.
    const res = await asAdmin(
      t,
      admin,
      'POST',
      '/api/admin/listings',
      listingBody({
        city: 'Muğla',
        title: 'Marmaris Zeytinlik',
        status: 'upcoming',
        startsAt: later(HOUR).toISOString(),
        endsAt: later(8 * 24 * HOUR).toISOString(),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);

    // The next morning at 08:00 Istanbul (05:00 UTC), two instances at once.
    const nextMorning = new Date('2026-05-06T05:00:00.000Z');
    room.clock.advance((nextMorning.getTime() - now().getTime()) / 1000);
    const told = await Promise.all([run(), run()]);
    expect(told.flat()).toEqual([mehmet.id]);
    expect(await of(mehmet, 'saved_search_digest')).toEqual([
      'saved_search_digest email',
      'saved_search_digest in_app',
    ]);
    const words = await texts(mehmet, 'saved_search_digest');
    expect(words.title).toBe('Kayıtlı aramalarınıza uyan 3 yeni ilan');
    expect(words.paragraphs.join('\n')).toContain('"Marmaris Zeytinlik" — Muğla');
    expect(words.paragraphs[0]).toContain('"Muğla (her gün)"');

    // Later that day a new match waits: the day's digest was sent.
    const another = await asAdmin(
      t,
      admin,
      'POST',
      '/api/admin/listings',
      listingBody({ city: 'Muğla', startsAt: later(HOUR).toISOString() }),
    );
    expect(another.statusCode, another.body).toBe(201);
    room.clock.advance(3600);
    expect(await run()).toEqual([]);
    expect(await of(mehmet, 'saved_search_digest')).toHaveLength(2);

    // The day after: one more digest, with only the new match.
    room.clock.advance(23 * 3600);
    expect(await run()).toEqual([mehmet.id]);
    expect(await run()).toEqual([]);
    expect(await of(mehmet, 'saved_search_digest')).toHaveLength(4);
  });
});
