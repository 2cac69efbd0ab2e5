import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import type { TestApp } from '../../../test/helpers/app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { reminderKey, runAuctionRemindersOnce, runAuctionStartsOnce } from '../auctions/index.ts';
import { insertDeposit, placeBid, type Trader } from '../bids/testing/trading-fixtures.ts';
import type { NotificationEvent } from './notification-events.ts';
import {
  eventLines,
  occurrenceRows,
  openAlertRoom,
  textsOf,
  watch,
  type AlertRoom,
} from './testing/alert-fixtures.ts';
import { and, eq } from 'drizzle-orm';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const TL = 100;

/*
 * Watchers as an audience (decision 039): 'auction starts', the reminders and the extension
 * notice reach watchers and bidders, each member once, as their settings say.
 */

let room: AlertRoom;
let t: TestApp;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;
let zeynep: Trader;
beforeAll(async () => {
  room = await openAlertRoom();
  ({ t, ahmet, ayse, mehmet, zeynep } = room);
});
afterAll(() => t.close());

const now = () => room.clock.clock();
const later = (ms: number) => new Date(now().getTime() + ms);
const of = (member: Trader, event: string) => eventLines(t, member, event);
const rowsOf = (event: string, eventKey: string) => occurrenceRows(t, event, eventKey);
const texts = (member: Trader, event: NotificationEvent) => textsOf(t, member, event);

describe('auction starts', () => {
  it('tells each watcher once when an upcoming auction starts, by e-mail only if they want it', async () => {
    const listingId = await insertListing(t.database.db, {
      title: 'Bodrum Yalıkavak Arsası',
      status: 'upcoming',
      createdAt: later(-HOUR),
      startsAt: later(10 * MINUTE),
      endsAt: later(2 * 24 * HOUR),
    });
    await watch(t, ayse, listingId);
    await watch(t, mehmet, listingId);

    expect(await runAuctionStartsOnce({ db: t.database.db, clock: room.clock.clock })).toEqual([]);
    room.clock.advance(10 * 60);
    // Two instances' ticks at the start, then the next minute.
    await Promise.all([
      runAuctionStartsOnce({ db: t.database.db, clock: room.clock.clock }),
      runAuctionStartsOnce({ db: t.database.db, clock: room.clock.clock }),
    ]);
    room.clock.advance(60);
    await runAuctionStartsOnce({ db: t.database.db, clock: room.clock.clock });

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
    await watch(t, ayse, createdActive);
    const unwatched = await insertListing(t.database.db, {
      status: 'upcoming',
      createdAt: later(-HOUR),
      startsAt: later(MINUTE),
      endsAt: later(HOUR * 5),
    });
    room.clock.advance(2 * 60);
    const started = await runAuctionStartsOnce({ db: t.database.db, clock: room.clock.clock });
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
    await watch(t, ahmet, listingId);
    await watch(t, ayse, listingId);
    await watch(t, mehmet, listingId);
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
    expect(await rowsOf('auction_reminder_10m', reminderKey(listingId, endsAt))).toHaveLength(2);
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
    await watch(t, ahmet, listingId);
    await watch(t, ayse, listingId);
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
