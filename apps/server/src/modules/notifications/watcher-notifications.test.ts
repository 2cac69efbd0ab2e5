import type { SavedSearchFilters } from '@arsamezat/shared/watchlist';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, csrfHeaders, type TestApp } from '../../../test/helpers/app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { savedSearchMatches } from '../../db/schema/watchlist.ts';
import { runAuctionRemindersOnce } from '../../jobs/auction-reminders.job.ts';
import { runAuctionStartsOnce } from '../../jobs/auction-starts.job.ts';
import { runSavedSearchDigestsOnce } from '../../jobs/saved-search-digest.job.ts';
import { asAdmin, listingBody, signInAdmin, type Admin } from '../admin/testing/admin-fixtures.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import {
  insertDeposit,
  placeBid,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { notificationTexts, type NotificationData } from './notification-texts.ts';
import type { NotificationEvent } from './notification-events.ts';
import {
  notificationsOf,
  setNotificationSettings,
  verifyEmail,
} from './testing/notification-fixtures.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const TL = 100;
// 10:00 in Istanbul.
const clock = movableClock('2026-05-05T07:00:00.000Z');
const now = () => clock.clock();
const later = (ms: number) => new Date(now().getTime() + ms);

let t: TestApp;
let admin: Admin;
/** Watches and bids; wants everything. */
let ahmet: Trader;
/** Watches only; wants e-mails. */
let ayse: Trader;
/** Watches only; no e-mails, no reminders. */
let mehmet: Trader;
/** Neither watches nor bids. */
let zeynep: Trader;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const db = t.database.db;
  admin = await signInAdmin(t);
  const trader = (firstName: string) =>
    signedInTrader(db, now(), { firstName, lastName: 'Deneme' });
  ahmet = await trader('Ahmet');
  ayse = await trader('Ayşe');
  mehmet = await trader('Mehmet');
  zeynep = await trader('Zeynep');
  for (const [member, email] of [
    [ahmet, 'ahmet@example.com'],
    [ayse, 'ayse@example.com'],
    [mehmet, 'mehmet@example.com'],
    [zeynep, 'zeynep@example.com'],
  ] as const) {
    await verifyEmail(db, member.id, email);
  }
  await setNotificationSettings(db, mehmet.id, {
    emailNotifications: false,
    auctionReminders: false,
  });
});
afterAll(() => t.close());

function request(method: 'PUT' | 'POST', url: string, member: Trader, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: csrfHeaders(member.cookie),
    ...(payload ? { payload } : {}),
  });
}

async function watch(member: Trader, listingId: string) {
  expect((await request('PUT', `/api/listings/${listingId}/watch`, member)).statusCode).toBe(200);
}

async function saveSearch(
  member: Trader,
  name: string,
  filters: Partial<SavedSearchFilters>,
  frequency: 'immediate' | 'daily' = 'immediate',
) {
  const res = await request('POST', '/api/me/saved-searches', member, {
    name,
    filters: { tab: 'auctions', phase: 'upcoming', ...filters },
    frequency,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The lines of one event, for one member. */
const of = async (member: Trader, event: string) =>
  (await notificationsOf(t.database.db, member.id)).filter((line) => line.startsWith(`${event} `));

async function rowsOf(event: string, eventKey: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.event, event), eq(notifications.eventKey, eventKey)));
}

async function texts(member: Trader, event: NotificationEvent) {
  const [row] = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, member.id), eq(notifications.event, event)));
  return notificationTexts(event, row!.data as NotificationData);
}

describe('auction starts', () => {
  it('tells each watcher once when an upcoming auction starts, by e-mail only if they want it', async () => {
    const listingId = await insertListing(t.database.db, {
      title: 'Bodrum Yalıkavak Arsası',
      status: 'upcoming',
      createdAt: later(-HOUR),
      startsAt: later(10 * MINUTE),
      endsAt: later(2 * 24 * HOUR),
    });
    await watch(ayse, listingId);
    await watch(mehmet, listingId);

    expect(await runAuctionStartsOnce({ db: t.database.db, clock: clock.clock })).toEqual([]);
    clock.advance(10 * 60);
    // Two instances' ticks at the start, then the next minute.
    await Promise.all([
      runAuctionStartsOnce({ db: t.database.db, clock: clock.clock }),
      runAuctionStartsOnce({ db: t.database.db, clock: clock.clock }),
    ]);
    clock.advance(60);
    await runAuctionStartsOnce({ db: t.database.db, clock: clock.clock });

    expect(await of(ayse, 'auction_started')).toEqual([
      'auction_started email',
      'auction_started in_app',
    ]);
    expect(await of(mehmet, 'auction_started')).toEqual(['auction_started in_app']);
    expect(await of(zeynep, 'auction_started')).toEqual([]);
    expect(await rowsOf('auction_started', listingId)).toHaveLength(3);
    const words = await texts(ayse, 'auction_started');
    expect(words.title).toBe('Takip ettiğiniz ihale başladı');
    expect(words.subject).toBe('İhale başladı: Bodrum Yalıkavak Arsası');
  });

  it('does not announce an auction that was never upcoming, or one nobody follows', async () => {
    const createdActive = await insertListing(t.database.db, {
      status: 'active',
      createdAt: now(),
      startsAt: now(),
      endsAt: later(HOUR * 5),
    });
    await watch(ayse, createdActive);
    const unwatched = await insertListing(t.database.db, {
      status: 'upcoming',
      createdAt: later(-HOUR),
      startsAt: later(MINUTE),
      endsAt: later(HOUR * 5),
    });
    clock.advance(2 * 60);
    const started = await runAuctionStartsOnce({ db: t.database.db, clock: clock.clock });
    expect(started).not.toContain(createdActive);
    expect(started).not.toContain(unwatched);
    expect(await rowsOf('auction_started', createdActive)).toEqual([]);
  });
});

describe('reminders and extensions reach watchers too', () => {
  it('reminds bidders and watchers once each, as auction_reminders says', async () => {
    const endsAt = later(3 * HOUR);
    const listingId = await insertListing(t.database.db, {
      status: 'active',
      startsAt: later(-HOUR),
      endsAt,
      antiSnipeMinutes: 0,
    });
    await insertDeposit(t.database.db, { listingId, userId: ahmet.id });
    expect((await placeBid(t, ahmet, listingId, 200_000 * TL)).statusCode).toBe(201);
    await watch(ahmet, listingId);
    await watch(ayse, listingId);
    await watch(mehmet, listingId);
    const at = (minutesBeforeEnd: number) => () =>
      new Date(endsAt.getTime() - minutesBeforeEnd * MINUTE);
    for (const minutes of [60, 59, 10, 9]) {
      await runAuctionRemindersOnce({ db: t.database.db, clock: at(minutes) });
    }
    // Ahmet bids and watches: told once per channel.
    expect(await of(ahmet, 'auction_reminder_1h')).toEqual([
      'auction_reminder_1h email',
      'auction_reminder_1h in_app',
      'auction_reminder_1h sms',
    ]);
    expect(await of(ahmet, 'auction_reminder_10m')).toEqual(['auction_reminder_10m in_app']);
    expect(await of(ayse, 'auction_reminder_1h')).toEqual([
      'auction_reminder_1h email',
      'auction_reminder_1h in_app',
      'auction_reminder_1h sms',
    ]);
    expect(await of(ayse, 'auction_reminder_10m')).toEqual(['auction_reminder_10m in_app']);
    // Mehmet turned reminders off; Zeynep neither bids nor watches.
    expect(await of(mehmet, 'auction_reminder_1h')).toEqual([]);
    expect(await of(mehmet, 'auction_reminder_10m')).toEqual([]);
    expect(await of(zeynep, 'auction_reminder_1h')).toEqual([]);
    expect(await rowsOf('auction_reminder_10m', listingId)).toHaveLength(2);
  });

  it('tells bidders and watchers in-app of a late bid that moves the end, never the bidder', async () => {
    const listingId = await insertListing(t.database.db, {
      status: 'active',
      startsAt: later(-HOUR),
      endsAt: later(2 * MINUTE),
      antiSnipeMinutes: 5,
    });
    for (const member of [ahmet, zeynep]) {
      await insertDeposit(t.database.db, { listingId, userId: member.id });
    }
    expect((await placeBid(t, zeynep, listingId, 200_000 * TL)).statusCode).toBe(201);
    await watch(ahmet, listingId);
    await watch(ayse, listingId);
    const late = await placeBid(t, ahmet, listingId, 201_000 * TL);
    expect(late.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.event, 'auction_extended'), eq(notifications.listingId, listingId)),
      );
    expect(rows.map((row) => `${row.recipientId} ${row.channel}`).sort()).toEqual(
      [`${ayse.id} in_app`, `${zeynep.id} in_app`].sort(),
    );
  });
});

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
    await saveSearch(ayse, 'Muğla arsaları', { cities: ['Muğla'], maxPrice: 2_000_000 * TL });
    await saveSearch(ayse, 'Ucuz Muğla', { cities: ['Muğla'], maxPrice: 1_500_000 * TL });
    await saveSearch(mehmet, 'Muğla (her gün)', { cities: ['Muğla'] }, 'daily');
    await saveSearch(zeynep, 'İzmir', { cities: ['İzmir'] });
    await saveSearch(ahmet, 'Açık ihaleler', { cities: ['Muğla'], phase: 'active' });
    // Listings published from now on are new to these searches.
    clock.advance(60);

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
    const run = () => runSavedSearchDigestsOnce({ db, clock: clock.clock });
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
    clock.advance((nextMorning.getTime() - now().getTime()) / 1000);
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
    clock.advance(3600);
    expect(await run()).toEqual([]);
    expect(await of(mehmet, 'saved_search_digest')).toHaveLength(2);

    // The day after: one more digest, with only the new match.
    clock.advance(23 * 3600);
    expect(await run()).toEqual([mehmet.id]);
    expect(await run()).toEqual([]);
    expect(await of(mehmet, 'saved_search_digest')).toHaveLength(4);
  });
});
