import { maskBidderName } from '@arsamezat/shared/trading/bids';
import {
  resolveProxyBid,
  type ProxyInput,
  type ProxyListing,
  type ProxyRefusal,
} from '@arsamezat/shared/trading/proxy-bids';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing, insertUser } from '../../../test/fixtures/listings.ts';
import { createTestDatabase } from '../../../test/helpers/database.ts';
import type { Database } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { attemptBid, judgeBid } from './attempt-bid.ts';
import { maskBidderNameSql } from './mask-bidder-name.sql.ts';
import { insertDeposit, proxyStateOf } from './testing/trading-fixtures.ts';

/*
 * The bid statement (place-bid.sql.ts, decision 047) against the shared rule it copies
 * (`resolveProxyBid`): random listings and inputs, each decided by the statement on its own
 * listing, must leave the listing and the bid rows the rule computes, refuse what it refuses
 * with the rule's reason, and leave to the transaction path what it says it leaves.
 */

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 3_600_000;
const START = 100_000_00;
const CASES = 240;

const REFUSAL_CODES: Record<ProxyRefusal, string> = {
  TOO_LOW: 'BID_TOO_LOW',
  ALREADY_HIGHEST: 'ALREADY_HIGHEST',
  MAXIMUM_BELOW_PRICE: 'MAXIMUM_BELOW_PRICE',
};

/** A small deterministic generator (the same cases every run). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    chance: (p: number) => next() < p,
  };
}

type Case = { listing: ProxyListing; input: ProxyInput; endsInMinutes: number };

function randomCase(g: ReturnType<typeof generator>, leaderId: string, challengerId: string): Case {
  const minIncrement = g.pick([null, 0, 1_000_00, 250_00]);
  const step = minIncrement && minIncrement > 0 ? minIncrement : 100;
  const hasBid = g.chance(0.8);
  const highestBid = hasBid ? START + g.int(0, 20) * step + g.pick([0, 0, 37]) : null;
  const leaderMaximum =
    highestBid !== null && g.chance(0.6) ? highestBid + g.int(0, 6) * step + g.pick([0, 50]) : null;
  const fromLeader = highestBid !== null && g.chance(0.15);
  const base = highestBid ?? START;
  return {
    listing: {
      startingPrice: START,
      minIncrement,
      highestBid,
      leaderId: highestBid === null ? null : leaderId,
      leaderMaximum,
    },
    input: {
      bidderId: fromLeader ? leaderId : challengerId,
      kind: g.pick(['bid', 'maximum'] as const),
      amount: Math.max(1, base + g.int(-2, 9) * step + g.pick([0, 0, 1, -1])),
    },
    endsInMinutes: g.chance(0.05) ? 2 : 24 * 60,
  };
}

let database: Database;
let leaderId: string;
let challengerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  leaderId = await insertUser(database.db, { firstName: 'Ahmet Can', lastName: 'Yılmaz' });
  challengerId = await insertUser(database.db, { firstName: 'Ayşe', lastName: 'Demir' });
});
afterAll(() => database.close());

async function openListing(c: Case): Promise<string> {
  const id = await insertListing(database.db, {
    status: 'active',
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + c.endsInMinutes * 60_000),
    antiSnipeMinutes: 5,
    startingPrice: c.listing.startingPrice,
    minIncrement: c.listing.minIncrement,
    highestBid: c.listing.highestBid,
    highestBidderId: c.listing.leaderId,
    leaderMaximum: c.listing.leaderMaximum,
    bidCount: c.listing.highestBid === null ? 0 : 1,
  });
  await insertDeposit(database.db, { listingId: id, userId: leaderId });
  await insertDeposit(database.db, { listingId: id, userId: challengerId });
  return id;
}

async function listingAfter(id: string) {
  const [row] = await database.db
    .select({ bidCount: listings.bidCount })
    .from(listings)
    .where(eq(listings.id, id));
  return { ...(await proxyStateOf(database.db, id)), bidCount: row?.bidCount };
}

describe('the bid statement agrees with resolveProxyBid', () => {
  it(`on ${CASES} random listings and inputs`, async () => {
    const g = generator(20_261_124);
    const seen = new Set<string>();
    for (let n = 0; n < CASES; n++) {
      const c = randomCase(g, leaderId, challengerId);
      const id = await openListing(c);
      const label = `case ${n}: ${JSON.stringify(c)}`;
      const attempt = await attemptBid(
        database.withConnection,
        {
          listingId: id,
          bidderId: c.input.bidderId,
          amount: c.input.amount,
          automatic: c.input.kind === 'maximum',
          bidderName: 'Ay*** De***',
          notify: true,
        },
        () => NOW,
        judgeBid(c.input),
      );
      const expected = resolveProxyBid(c.listing, c.input);
      const after = await listingAfter(id);
      const startCount = c.listing.highestBid === null ? 0 : 1;
      if (!expected.accepted) {
        seen.add(expected.reason);
        expect(attempt.verdict, label).toMatchObject({ code: REFUSAL_CODES[expected.reason] });
      } else if (expected.bids.length === 0 || c.endsInMinutes < 5) {
        // The leader changing their maximum, a move of the end: the transaction path's.
        seen.add(expected.bids.length === 0 ? 'raise' : 'extension');
        expect(attempt.verdict, label).toBe('transaction');
      } else {
        seen.add(`rows:${expected.bids.length}`);
        expect(attempt.placed, label).toMatchObject({
          leading: expected.listing.leaderId === c.input.bidderId,
          listing: { highestBid: expected.listing.highestBid },
        });
        expect(after.listing, label).toEqual(expected.listing);
        expect(after.rows, label).toEqual(expected.bids);
        expect(after.bidCount, label).toBe(startCount + expected.bids.length);
        continue;
      }
      expect(after.listing, `${label} (unchanged)`).toEqual(c.listing);
      expect(after.rows, label).toEqual([]);
    }
    // Every branch of the rule was met.
    expect([...seen].sort()).toEqual(
      ['ALREADY_HIGHEST', 'MAXIMUM_BELOW_PRICE', 'TOO_LOW', 'extension', 'raise'].concat(
        'rows:1',
        'rows:2',
      ),
    );
  });
});

describe('the SQL masked name agrees with maskBidderName', () => {
  it.each([
    'Ahmet Yılmaz',
    'Ahmet Can Yılmaz',
    'Çağrı Şen',
    'İsmail Öztürk',
    'A B',
    '  Zeynep   Ünal ',
    'Ali\tVeli',
    'Ğ',
    '',
  ])('%j', async (name) => {
    // Both drivers answer raw queries as `{ rows }`.
    const result: unknown = await database.db.execute(
      sql`select ${maskBidderNameSql(sql`${name}::text`)} as masked`,
    );
    const [row] = (result as { rows: { masked: string }[] }).rows;
    expect(row?.masked).toBe(maskBidderName(name));
  });
});
