import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bids, deposits, offers, payments } from '../../db/schema/trading.ts';
import {
  insertDeposit,
  send,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { addFirmMember, insertFirm } from '../firms/testing/firm-fixtures.ts';
import { GOOD_CARD } from '../payments/testing/sandbox-journey.ts';

/*
 * Issue 28: nobody from a firm bids, sets a maximum, sends an offer or pays a deposit on that
 * firm's own listing — 403 OWN_FIRM_LISTING, nothing written — owner and staff alike, even holding
 * a completed deposit (paid before they joined); a member of another firm trades as anyone.
 */

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const TL = 100;

let t: TestApp;
let owner: Trader;
let staff: Trader;
let rival: Trader;
let firmId: string;

const listing = (values: Parameters<typeof insertListing>[1] = {}) =>
  insertListing(t.database.db, {
    status: 'active',
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + 24 * HOUR),
    antiSnipeMinutes: 0,
    depositAmount: 5_000 * TL,
    firmId,
    publication: 'published',
    ...values,
  });
const offerListing = () =>
  listing({ listingType: 'offer', minIncrement: null, offerIncrement: 5_000 * TL });

const attempts = {
  bid: (trader: Trader, id: string) =>
    send(t, 'POST', `/api/listings/${id}/bids`, { trader, payload: { amount: 100_000 * TL } }),
  maximum: (trader: Trader, id: string) =>
    send(t, 'POST', `/api/listings/${id}/bids`, {
      trader,
      payload: { amount: 150_000 * TL, kind: 'maximum' },
    }),
  offer: (trader: Trader, id: string) =>
    send(t, 'POST', `/api/listings/${id}/offers`, { trader, payload: { amount: 100_000 * TL } }),
  deposit: (trader: Trader, id: string) =>
    send(t, 'POST', `/api/listings/${id}/deposit/payments`, {
      trader,
      payload: { card: GOOD_CARD },
    }),
};
type Path = keyof typeof attempts;

async function rowsOn(id: string) {
  const db = t.database.db;
  return {
    bids: (await db.select().from(bids).where(eq(bids.listingId, id))).length,
    offers: (await db.select().from(offers).where(eq(offers.listingId, id))).length,
    deposits: (await db.select().from(deposits).where(eq(deposits.listingId, id))).length,
    payments: (await db.select().from(payments).where(eq(payments.listingId, id))).length,
  };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const db = t.database.db;
  owner = await signedInTrader(db, NOW, { firstName: 'Fikret', lastName: 'Firmalı' });
  staff = await signedInTrader(db, NOW, { firstName: 'Sevgi', lastName: 'Çalışkan' });
  rival = await signedInTrader(db, NOW, { firstName: 'Feride', lastName: 'Rakip' });
  firmId = await insertFirm(db, { ownerId: owner.id, now: NOW });
  await addFirmMember(db, { firmId, userId: staff.id, role: 'staff', addedBy: owner.id });
  await insertFirm(db, { ownerId: rival.id, title: 'Başka Emlak Ltd. Şti.', now: NOW });
});
afterAll(() => t.close());

describe('nobody from a firm trades on its own listing', () => {
  const cases: [string, Path, 'auction' | 'offer'][] = [
    ['bid', 'bid', 'auction'],
    ['maximum', 'maximum', 'auction'],
    ['offer', 'offer', 'offer'],
    ['deposit', 'deposit', 'auction'],
  ];
  for (const [name, path, type] of cases) {
    for (const who of ['owner', 'staff'] as const) {
      it(`refuses the ${who}'s ${name} with 403 OWN_FIRM_LISTING, writing nothing`, async () => {
        const trader = who === 'owner' ? owner : staff;
        const id = type === 'offer' ? await offerListing() : await listing();
        // A completed deposit would let anyone else trade: only the rule stands in the way.
        if (path !== 'deposit')
          await insertDeposit(t.database.db, { listingId: id, userId: trader.id });
        const before = await rowsOn(id);
        const res = await attempts[path](trader, id);
        expect(res.statusCode).toBe(403);
        expect(res.json<ErrorBody>().error).toEqual({
          code: 'OWN_FIRM_LISTING',
          message: 'Firmanızın kendi ilanına teklif veremez ve teminat yatıramazsınız.',
        });
        expect(await rowsOn(id)).toEqual(before);
      });
    }
  }

  it('tells the listing panel (the deposit read) that the caller acts for the listing’s firm', async () => {
    const id = await listing();
    for (const [trader, own] of [
      [owner, true],
      [staff, true],
      [rival, undefined],
    ] as const) {
      const res = await send(t, 'GET', `/api/listings/${id}/deposit`, { trader });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ ownFirmListing?: boolean }>().ownFirmListing).toBe(own);
    }
  });

  it('lets a member of another firm bid, offer and pay a deposit on it as anyone would', async () => {
    const auction = await listing();
    const offered = await offerListing();
    expect((await attempts.deposit(rival, auction)).statusCode).toBe(201);
    await insertDeposit(t.database.db, { listingId: offered, userId: rival.id });
    await t.database.db
      .update(deposits)
      .set({ status: 'completed' })
      .where(eq(deposits.listingId, auction));
    expect((await attempts.bid(rival, auction)).statusCode).toBe(201);
    expect((await attempts.maximum(rival, auction)).statusCode).toBe(201);
    expect((await attempts.offer(rival, offered)).statusCode).toBe(201);
  });
});
