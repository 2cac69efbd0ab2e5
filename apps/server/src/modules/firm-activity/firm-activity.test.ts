import type {
  FirmListingActivity,
  FirmOfferDecisionResponse,
} from '@arsamezat/shared/firms/firm-activity';
import type { OfferDecisionResponse } from '@arsamezat/shared/trading/offers';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { auditLog } from '../../db/schema/messages.ts';
import { listings } from '../../db/schema/listings.ts';
import { offers } from '../../db/schema/trading.ts';
import { listingWatches } from '../../db/schema/watchlist.ts';
import { runClosingOnce } from '../auctions/index.ts';
import {
  insertDeposit,
  placeBid,
  send,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { firmFollowWorld, FOLLOW_NOW, type FirmFollowWorld } from './testing/firm-follow-world.ts';
import { notificationRows } from '../notifications/testing/notification-fixtures.ts';

/*
 * Issue 28, "Follow and decide": a firm follows its own listings (another firm's is 404), sees
 * bidders and offerers masked as the public page masks them, counts without names, and decides
 * its offers by the operator's rules (decision 072); its members' notifications are in firm-activity-notifications.test.ts.
 */

const NOW = FOLLOW_NOW;
const HOUR = 60 * 60 * 1000;
const TL = 100;

let t: TestApp;
let world: FirmFollowWorld;
let owner: Trader;
let staff: Trader;
let rivalOwner: Trader;
let outsider: Trader;
let admin: Trader;
let buyers: Trader[];
let firmId: string;
const firmListing = (values: Parameters<FirmFollowWorld['firmListing']>[0] = {}) =>
  world.firmListing(values);
const offerListingWithOffers = () => world.offerListingWithOffers();

const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

const activity = (trader: Trader | undefined, id: string) =>
  send(t, 'GET', `/api/firm/listings/${id}/activity`, { trader });
const decide = (
  trader: Trader,
  listingId: string,
  offerId: string,
  kind: 'accept' | 'reject',
  payload?: unknown,
) =>
  send(t, 'POST', `/api/firm/listings/${listingId}/offers/${offerId}/${kind}`, {
    trader,
    payload,
  });
const offerStates = async (listingId: string) =>
  (
    await t.database.db
      .select({ status: offers.status })
      .from(offers)
      .where(eq(offers.listingId, listingId))
      .orderBy(asc(offers.amount))
  ).map((row) => row.status);

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  world = await firmFollowWorld(t);
  ({ owner, staff, rivalOwner, outsider, admin, buyers, firmId } = world);
});
afterAll(() => t.close());

describe('GET /api/firm/listings/:id/activity', () => {
  it('shows the firm its auction: price, masked bidders, watchers, deposits paid without names', async () => {
    const id = await firmListing({ depositAmount: 5_000 * TL });
    for (const buyer of buyers) {
      await insertDeposit(t.database.db, { listingId: id, userId: buyer.id, amount: 5_000 * TL });
    }
    // A deposit that never completed is not a deposit paid.
    const late = await signedInTrader(t.database.db, NOW, { firstName: 'Geç', lastName: 'Kalan' });
    await insertDeposit(t.database.db, { listingId: id, userId: late.id, status: 'failed' });
    await t.database.db.insert(listingWatches).values([
      { userId: buyers[0]!.id, listingId: id },
      { userId: outsider.id, listingId: id },
    ]);
    expect((await placeBid(t, buyers[0], id, 100_000 * TL)).statusCode).toBe(201);
    expect((await placeBid(t, buyers[1], id, 101_000 * TL)).statusCode).toBe(201);

    for (const member of [owner, staff]) {
      const res = await activity(member, id);
      expect(res.statusCode).toBe(200);
      const body = res.json<FirmListingActivity>();
      expect(body).toMatchObject({
        listing: {
          id,
          listingType: 'auction',
          phase: 'active',
          highestBid: 101_000 * TL,
          bidCount: 2,
          publication: 'published',
        },
        watchers: 2,
        deposits: { count: 3, total: 15_000 * TL },
        offers: null,
        result: null,
      });
      // Nothing names a bidder or depositor, nor gives a phone.
      for (const buyer of buyers) expect(res.body).not.toContain(buyer.id);
      expect(res.body).not.toMatch(/Ahmet|Yılmaz|Ayşe|Kaya/);
    }

    // The bids themselves: the public list, masked the same way.
    const bids = await send(t, 'GET', `/api/listings/${id}/bids`, { trader: owner });
    expect(bids.json<{ items: { bidderName: string }[] }>().items.map((b) => b.bidderName)).toEqual(
      ['Ay*** Ka***', 'Ah*** Yı***'],
    );
  });

  it('answers 404 for another firm’s listing and for the operator’s, 403 to a member of no firm, 401 to a guest', async () => {
    const ours = await firmListing();
    const operatorListing = await insertListing(t.database.db, { status: 'active' });
    const rival = await activity(rivalOwner, ours);
    expect(rival.statusCode).toBe(404);
    expect(rival.body).not.toContain('Konya Selçuklu');
    expect((await activity(owner, operatorListing)).statusCode).toBe(404);
    const member = await activity(outsider, ours);
    expect(member.statusCode).toBe(403);
    expect(error(member).code).toBe('FIRM_REQUIRED');
    expect((await activity(admin, ours)).statusCode).toBe(403);
    expect((await activity(undefined, ours)).statusCode).toBe(401);
  });

  it('lists a Pazarlık listing’s offers with amounts and masked senders, and the result once sold', async () => {
    const { id, offerIds } = await offerListingWithOffers();
    const before = (await activity(owner, id)).json<FirmListingActivity>();
    // Sent at the same clock: compared by amount.
    const seen = [...(before.offers ?? [])].sort((a, b) => b.amount - a.amount);
    expect(seen.map((o) => [o.amount, o.status, o.bidderName])).toEqual([
      [120_000 * TL, 'pending', 'Me*** De***'],
      [110_000 * TL, 'pending', 'Ay*** Ka***'],
      [100_000 * TL, 'pending', 'Ah*** Yı***'],
    ]);
    expect(before.result).toBeNull();

    expect((await decide(owner, id, offerIds[2]!, 'accept')).statusCode).toBe(200);
    const after = (await activity(staff, id)).json<FirmListingActivity>();
    expect(after.result).toEqual({
      status: 'sold',
      winnerName: 'Me*** De***',
      finalPrice: 120_000 * TL,
      closedAt: NOW.toISOString(),
    });
    expect(after.listing.phase).toBe('ended');
  });

  it('shows an auction’s result after the clock closes it: the winner masked and the price, or unsold', async () => {
    const sold = await firmListing({ endsAt: new Date(NOW.getTime() + HOUR) });
    const unsold = await firmListing({ endsAt: new Date(NOW.getTime() + HOUR) });
    await insertDeposit(t.database.db, { listingId: sold, userId: buyers[2]!.id });
    expect((await placeBid(t, buyers[2], sold, 100_000 * TL)).statusCode).toBe(201);
    await runClosingOnce({ ...t.app.deps, clock: () => new Date(NOW.getTime() + 2 * HOUR) });

    expect((await activity(owner, sold)).json<FirmListingActivity>().result).toMatchObject({
      status: 'ended',
      winnerName: 'Me*** De***',
      finalPrice: 100_000 * TL,
    });
    expect((await activity(owner, unsold)).json<FirmListingActivity>().result).toMatchObject({
      status: 'ended',
      winnerName: null,
      finalPrice: null,
    });
  });
});

describe('the firm decides its offers (decision 072)', () => {
  it('refuses a lower offer while a higher one waits, until the higher amount is acknowledged', async () => {
    const { id, offerIds } = await offerListingWithOffers();
    const refused = await decide(staff, id, offerIds[0]!, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(error(refused)).toEqual({
      code: 'HIGHER_OFFER_PENDING',
      message: expect.stringContaining('120.000 ₺') as unknown,
    });
    expect(await offerStates(id)).toEqual(['pending', 'pending', 'pending']);

    // Acknowledging less than the highest waiting offer still refuses.
    const short = await decide(staff, id, offerIds[0]!, 'accept', {
      acknowledgedHigherAmount: 110_000 * TL,
    });
    expect(short.statusCode).toBe(409);

    const res = await decide(staff, id, offerIds[0]!, 'accept', {
      acknowledgedHigherAmount: 120_000 * TL,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<FirmOfferDecisionResponse>();
    expect(body.offer).toMatchObject({
      id: offerIds[0],
      status: 'accepted',
      bidderName: 'Ah*** Yı***',
    });
    expect(res.body).not.toContain('Ahmet');
    // The other pending offers ended with the sale, in the same transaction.
    expect(await offerStates(id)).toEqual(['accepted', 'rejected', 'rejected']);
    const [listing] = await t.database.db
      .select({
        status: listings.status,
        winnerId: listings.winnerId,
        finalPrice: listings.finalPrice,
      })
      .from(listings)
      .where(eq(listings.id, id));
    expect(listing).toEqual({ status: 'sold', winnerId: buyers[0]!.id, finalPrice: 100_000 * TL });

    // The audit row says who in the firm decided, and that it sold below a higher offer.
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer.accept'), eq(auditLog.entityId, offerIds[0]!)));
    expect(audit?.actorId).toBe(staff.id);
    expect(audit?.after).toMatchObject({
      decidedAs: 'firm',
      firm: { id: firmId, role: 'staff' },
      belowHigherPending: 120_000 * TL,
      offersRejected: expect.arrayContaining([offerIds[1], offerIds[2]]) as unknown,
    });
  });

  it('rejects an offer (audited with the firm member), and a decided one cannot be decided again', async () => {
    const { id, offerIds } = await offerListingWithOffers();
    const res = await decide(owner, id, offerIds[1]!, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json<FirmOfferDecisionResponse>().offer.status).toBe('rejected');
    const again = await decide(owner, id, offerIds[1]!, 'reject');
    expect(again.statusCode).toBe(409);
    expect(error(again).code).toBe('OFFER_NOT_PENDING');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer.reject'), eq(auditLog.entityId, offerIds[1]!)));
    expect(audit?.actorId).toBe(owner.id);
    expect(audit?.after).toMatchObject({
      status: 'rejected',
      decidedAs: 'firm',
      firm: { id: firmId, role: 'owner' },
    });
  });

  it('never decides another firm’s offer, nor an offer through another listing’s id', async () => {
    const { id, offerIds } = await offerListingWithOffers();
    const other = await offerListingWithOffers();
    for (const res of [
      await decide(rivalOwner, id, offerIds[2]!, 'accept'),
      await decide(rivalOwner, id, offerIds[2]!, 'reject'),
      // Firm A's own listing id, with an offer of another of its listings: not that listing's.
      await decide(owner, id, other.offerIds[2]!, 'accept'),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const outsiderTry = await decide(outsider, id, offerIds[2]!, 'accept');
    expect(error(outsiderTry).code).toBe('FIRM_REQUIRED');
    expect(await offerStates(id)).toEqual(['pending', 'pending', 'pending']);
    expect(await offerStates(other.id)).toEqual(['pending', 'pending', 'pending']);
  });

  it('lets the operator still decide in the firm’s place, audited as the operator for that firm', async () => {
    const { id, offerIds } = await offerListingWithOffers();
    const res = await send(t, 'POST', `/api/admin/offers/${offerIds[2]}/accept`, { trader: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<OfferDecisionResponse>().offer.status).toBe('accepted');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'offer.accept'), eq(auditLog.entityId, offerIds[2]!)));
    expect(audit?.actorId).toBe(admin.id);
    expect(audit?.after).toMatchObject({ decidedAs: 'operator', firm: { id: firmId } });
    // The firm's members learn the listing was sold (in-app; e-mail only to a verified address).
    const told = (await notificationRows(t.database.db, 'firm_offer_listing_ended')).filter(
      (row) => row.listingId === id,
    );
    expect(told.map((row) => row.recipientId).sort()).toEqual([owner.id, staff.id].sort());
    expect(told[0]?.data).toMatchObject({
      sold: true,
      winnerName: 'Me*** De***',
      finalPrice: 120_000 * TL,
    });
  });
});
