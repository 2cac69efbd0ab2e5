import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { sales } from '../../db/schema/sales.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import {
  insertDeposit,
  placeBid,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { runClosingOnce } from './auction-closing.job.ts';

/**
 * Issue #15, finding 8: every closing leaves a durable record of who won at what price, written
 * by the system in the closing's own transaction, once however many passes (or instances) race.
 */

const clock = movableClock('2026-05-05T12:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(clock.clock().getTime() + minutes * MINUTE);

let a: TestApp;
let b: TestApp;
let ahmet: Trader;
let ayse: Trader;
const runOn = (t: TestApp) => runClosingOnce(t.app.deps);

beforeAll(async () => {
  a = await createTestApp({ clock: clock.clock });
  b = await createSecondInstance(a, { clock: clock.clock });
  ahmet = await signedInTrader(a.database.db, clock.clock(), {
    firstName: 'Ahmet',
    lastName: 'Yılmaz',
  });
  ayse = await signedInTrader(a.database.db, clock.clock(), {
    firstName: 'Ayşe',
    lastName: 'Kaya',
  });
  await runOn(a); // nothing else due in this fresh database
});
afterAll(async () => {
  await b.close();
  await a.close();
});

async function auction(endsInMinutes: number) {
  const id = await insertListing(a.database.db, {
    status: 'active',
    startsAt: at(-60),
    endsAt: at(endsInMinutes),
    antiSnipeMinutes: 0,
  });
  for (const trader of [ahmet, ayse]) {
    await insertDeposit(a.database.db, { listingId: id, userId: trader.id });
  }
  return id;
}

describe('the closing record', () => {
  it('one audit row per closing, by the system, with winner and final price', async () => {
    const withBids = await auction(1);
    const withoutBids = await auction(1);
    expect((await placeBid(a, ahmet, withBids, 100_000_00)).statusCode).toBe(201);
    expect((await placeBid(b, ayse, withBids, 101_000_00)).statusCode).toBe(201);
    clock.advance(60);
    const closedAt = clock.clock().toISOString();

    // Six passes at once, alternating between the two instances.
    const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => runOn(i % 2 ? b : a)));
    expect(
      runs
        .flatMap((run) => run.closed)
        .map((row) => row.id)
        .sort(),
    ).toEqual([withBids, withoutBids].sort());
    await runOn(b); // and once more afterwards

    const won = await selectAuditEntries(a.database.db, 'listing', withBids);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({
      actorId: null,
      action: 'listing.close',
      entityType: 'listing',
      entityId: withBids,
      after: {
        status: 'ended',
        winnerId: ayse.id,
        winnerName: 'Ayşe Kaya',
        finalPrice: 101_000_00,
        // Ahmet, the other bidder, is the runner-up (issue 29): his deposit stays held.
        refundsDue: 0,
        closedAt,
      },
    });
    // The sale the closing opened (issue 29) has its own audit row, once.
    const opened = await a.database.db.select().from(sales).where(eq(sales.listingId, withBids));
    expect(opened).toHaveLength(1);
    const saleAudit = await selectAuditEntries(a.database.db, 'sale', opened[0]!.id);
    expect(saleAudit.map((row) => row.action)).toEqual(['sale.created']);

    const unsold = await selectAuditEntries(a.database.db, 'listing', withoutBids);
    expect(unsold).toHaveLength(1);
    expect(unsold[0]).toMatchObject({
      actorId: null,
      action: 'listing.close',
      after: { status: 'ended', winnerId: null, winnerName: null, finalPrice: null, refundsDue: 2 },
    });
  });
});
