import { BidEventSchema, ListingEventSchema } from '@arsamezat/shared/trading/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { LISTING_EVENTS_CHANNEL } from '../events/index.ts';
import type { StopListening } from '../../db/listen.ts';
import { BID_TEST_NOW, openAuctionIn, type BiddingRoom } from './testing/bidding-room.ts';
import { placeBid, send, signedInTrader } from './testing/trading-fixtures.ts';
import { PLACE_BID_STATEMENT, placeBidValues } from './place-bid.sql.ts';

/*
 * The live bid event is defined once, by `BidEventSchema` (packages/shared/src/trading/events.ts); two
 * statements build it in SQL: the one bid statement (place-bid.sql.ts) and the transaction
 * path's outcome (proxy-bid.repository.ts). Real bids on the test database, each path and each
 * way of naming the leader; the events they record in the log are compared with the schema field
 * by field, and their NOTIFY carries only the listing's id. A statement with one field renamed
 * fails that comparison and is refused by the bus.
 */

const TL = 100;
const MINUTE = 60_000;
// What the statement records: every field but `serverNow`, which the stream stamps as it sends.
const SCHEMA_FIELDS = Object.keys(BidEventSchema.shape)
  .filter((field) => field !== 'serverNow')
  .sort();

let room: BiddingRoom;
let t: TestApp;
let stopListening: StopListening;
/** Every payload sent on the live-events channel, as PostgreSQL delivered it (listing ids). */
const payloads: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock: () => BID_TEST_NOW, captureLogs: true });
  const db = t.database.db;
  const trader = (firstName: string, lastName: string) =>
    signedInTrader(db, BID_TEST_NOW, { firstName, lastName });
  room = {
    t,
    ahmet: await trader('Ahmet', 'Yılmaz'),
    ayse: await trader('Ayşe', 'Kaya'),
    mehmet: await trader('Mehmet', 'Demir'),
  };
  stopListening = await t.database.listen(
    LISTING_EVENTS_CHANNEL,
    (payload) => payloads.push(payload ?? ''),
    () => undefined,
  );
});
afterAll(async () => {
  await stopListening();
  await t.close();
});

/**
 * The data of one listing's bid events as the statements recorded them in the log, once its
 * NOTIFY (only the listing's id, decision 086) has arrived `count` times.
 */
async function bidEventsOf(listingId: string, count: number): Promise<unknown[]> {
  await expect
    .poll(() => payloads.filter((payload) => payload === listingId).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  const result: unknown = await t.database.db.execute(
    sql`select type, data from listing_event_log where listing_id = ${listingId} order by id`,
  );
  const { rows } = result as { rows: { type: string; data: unknown }[] };
  return rows.filter((row) => row.type === 'bid').map((row) => row.data);
}

/** The schema's fields, no more and no fewer, each valid; '' when the payload is the contract. */
function fieldProblems(data: unknown): string {
  const fields = Object.keys(data as object).sort();
  if (fields.join() !== SCHEMA_FIELDS.join()) {
    return `fields ${fields.join()} instead of ${SCHEMA_FIELDS.join()}`;
  }
  const parsed = BidEventSchema.strict().safeParse(data);
  return parsed.success ? '' : parsed.error.issues.map((issue) => issue.path.join('.')).join();
}

const maximum = (listingId: string, trader: BiddingRoom['ahmet'], amount: number) =>
  send(t, 'POST', `/api/listings/${listingId}/bids`, {
    trader,
    payload: { amount, kind: 'maximum' },
  });

describe('the live bid event, field by field against BidEventSchema', () => {
  it('the bid statement sends exactly the schema: a plain bid, a maximum, the leader’s answer', async () => {
    const { ahmet, ayse, mehmet } = room;
    const id = await openAuctionIn(room);
    expect((await placeBid(t, ahmet, id, 100_000 * TL)).statusCode).toBe(201);
    // Ayşe's maximum takes the lead (the caller's masked name) …
    expect((await maximum(id, ayse, 150_000 * TL)).statusCode).toBe(201);
    // … and answers Mehmet's lower bid (the leader's name, masked by the statement's SQL).
    expect((await placeBid(t, mehmet, id, 120_000 * TL)).statusCode).toBe(201);

    const events = await bidEventsOf(id, 3);
    expect(events).toHaveLength(3);
    for (const data of events) {
      expect(fieldProblems(data)).toBe('');
      expect(ListingEventSchema.parse({ type: 'bid', data })).toBeTruthy();
    }
    expect(events.map((data) => (data as { bidderName: string }).bidderName)).toEqual([
      'Ah*** Yı***',
      'Ay*** Ka***',
      'Ay*** Ka***',
    ]);
  });

  it('the transaction path sends exactly the schema: a bid that moves the end', async () => {
    const id = await openAuctionIn(room, {
      endsAt: new Date(BID_TEST_NOW.getTime() + 5 * MINUTE),
      antiSnipeMinutes: 10,
    });
    expect((await placeBid(t, room.ahmet, id, 100_000 * TL)).statusCode).toBe(201);

    const [data] = await bidEventsOf(id, 1);
    expect(fieldProblems(data)).toBe('');
    expect(data).toMatchObject({ extended: true, bidCount: 1, bidderName: 'Ah*** Yı***' });
  });

  it('a statement with one field renamed fails the comparison, and the bus refuses its event', async () => {
    const id = await openAuctionIn(room);
    const received: unknown[] = [];
    const stop = await t.app.deps.events.subscribe(id, (event) => received.push(event));
    const refusedBefore = t.app.deps.events.refusedEvents();
    const renamed = {
      name: 'bids_place_renamed_field',
      text: PLACE_BID_STATEMENT.text.replace(`'bidCount'`, `'bidsCount'`),
    };
    expect(renamed.text).not.toBe(PLACE_BID_STATEMENT.text);
    await t.database.withConnection((run) =>
      run(
        renamed,
        placeBidValues({
          listingId: id,
          bidderId: room.ahmet.id,
          amount: 100_000 * TL,
          automatic: false,
          now: BID_TEST_NOW,
          bidderName: 'Ah*** Yı***',
          notify: true,
        }),
      ),
    );

    const [data] = await bidEventsOf(id, 1);
    expect(fieldProblems(data)).toMatch(/^fields .*bidsCount/);
    await expect.poll(() => t.app.deps.events.refusedEvents()).toBe(refusedBefore + 1);
    expect(received).toEqual([]);
    const line = t.logs.find((entry) => entry.includes('listing event refused: not the contract'));
    expect(JSON.parse(line!)).toMatchObject({ level: 50, refusedEvents: refusedBefore + 1 });
    stop();
  });
});
