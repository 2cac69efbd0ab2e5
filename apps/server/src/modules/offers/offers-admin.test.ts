import type { LightMyRequestResponse } from 'fastify';
import type { EndedEvent, ListingEvent } from '@arsamezat/shared/trading/events';
import type { ListingDetail } from '@arsamezat/shared/listings/listings';
import type {
  AdminListingOffers,
  MyOffers,
  OfferDecisionResponse,
  PlaceOfferResponse,
  RejectPendingOffersResponse,
} from '@arsamezat/shared/trading/offers';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { auditLog } from '../../db/schema/messages.ts';
import { deposits, offers } from '../../db/schema/trading.ts';
import {
  insertDeposit,
  send,
  signedInTrader,
  type ErrorBody,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const UNKNOWN_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

let t: TestApp;
let admin: Trader;
let members: Trader[];

/** An offer listing where each member has a deposit and a pending offer (100k, 110k, …). */
async function listingWithOffers() {
  const id = await insertListing(t.database.db, {
    listingType: 'offer',
    status: 'active',
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + 24 * HOUR),
  });
  const offerIds: string[] = [];
  for (const [i, member] of members.entries()) {
    await insertDeposit(t.database.db, { listingId: id, userId: member.id });
    const res = await send(t, 'POST', `/api/listings/${id}/offers`, {
      trader: member,
      payload: { amount: (100_000 + i * 10_000) * 100 },
    });
    expect(res.statusCode).toBe(201);
    offerIds.push(res.json<PlaceOfferResponse>().offer.id);
  }
  return { id, offerIds };
}
const adminPost = (url: string) => send(t, 'POST', url, { trader: admin });
const depositStates = async (listingId: string) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ userId: deposits.userId, status: deposits.status })
        .from(deposits)
        .where(eq(deposits.listingId, listingId))
    ).map((row) => [row.userId, row.status]),
  );
const offerStates = async (listingId: string) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ id: offers.id, status: offers.status })
        .from(offers)
        .where(eq(offers.listingId, listingId))
        .orderBy(asc(offers.amount))
    ).map((row) => [row.id, row.status]),
  );
const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signedInTrader(t.database.db, NOW, {
    firstName: 'Yönetici',
    lastName: 'Bey',
    role: 'admin',
  });
  members = [
    await signedInTrader(t.database.db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' }),
    await signedInTrader(t.database.db, NOW, { firstName: 'Ayşe', lastName: 'Kaya' }),
    await signedInTrader(t.database.db, NOW, { firstName: 'Mehmet', lastName: 'Demir' }),
  ];
});
afterAll(() => t.close());

describe('admin offers', () => {
  it('lists a listing’s offers newest first with full name and phone', async () => {
    const { id, offerIds } = await listingWithOffers();
    const res = await send(t, 'GET', `/api/admin/listings/${id}/offers`, { trader: admin });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<AdminListingOffers>();
    expect(items.map((o) => o.id).sort()).toEqual([...offerIds].sort());
    expect(items.find((o) => o.id === offerIds[0])).toMatchObject({
      amount: 100_000_00,
      status: 'pending',
      user: {
        id: members[0]!.id,
        fullName: 'Ahmet Yılmaz',
        phone: expect.stringMatching(/^5\d{9}$/) as unknown,
      },
    });
    const missing = await send(t, 'GET', `/api/admin/listings/${UNKNOWN_ID}/offers`, {
      trader: admin,
    });
    expect(missing.statusCode).toBe(404);
    const member = await send(t, 'GET', `/api/admin/listings/${id}/offers`, { trader: members[0] });
    expect(member.statusCode).toBe(403);
  });

  it('accepting sells the listing, in one transaction with its audit row and event', async () => {
    const { id, offerIds } = await listingWithOffers();
    const seen: ListingEvent[] = [];
    const stop = await t.app.deps.events.subscribe(id, (event) => seen.push(event));

    // The highest pending offer (120.000 ₺) needs no acknowledgement.
    const res = await adminPost(`/api/admin/offers/${offerIds[2]}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OfferDecisionResponse>();
    expect(body.message).toBe('Teklif başarıyla kabul edildi');
    expect(body.offer).toMatchObject({ id: offerIds[2], status: 'accepted', amount: 120_000_00 });

    const detail = (await send(t, 'GET', `/api/listings/${id}`)).json<ListingDetail>();
    expect(detail).toMatchObject({ status: 'sold', phase: 'ended', finalPrice: 120_000_00 });
    // The next-highest offer's sender is the runner-up (issue 29): their deposit stays held.
    expect(await depositStates(id)).toEqual({
      [members[0]!.id]: 'refund_due',
      [members[1]!.id]: 'completed',
      [members[2]!.id]: 'completed',
    });
    // The other pending offers ended with the sale.
    expect(await offerStates(id)).toEqual({
      [offerIds[0]!]: 'rejected',
      [offerIds[1]!]: 'rejected',
      [offerIds[2]!]: 'accepted',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, offerIds[2]!));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'offer.accept',
      entityType: 'offer',
      after: expect.objectContaining({
        offersRejected: expect.arrayContaining([offerIds[0], offerIds[1]]) as unknown,
      }) as unknown,
    });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toEqual({
      type: 'ended',
      data: { listingId: id, status: 'sold', winnerName: 'Me*** De***', finalPrice: 120_000_00 },
    } satisfies { type: 'ended'; data: EndedEvent });
    stop();

    const again = await adminPost(`/api/admin/offers/${offerIds[2]}/accept`);
    expect(again.statusCode).toBe(409);
    expect(error(again).code).toBe('OFFER_NOT_PENDING');
    // The member whose offer won sees it accepted; nobody can offer any more.
    const mine = await send(t, 'GET', `/api/listings/${id}/offers/mine`, { trader: members[2] });
    expect(mine.json<MyOffers>().current?.status).toBe('accepted');
    const late = await send(t, 'POST', `/api/listings/${id}/offers`, {
      trader: members[0],
      payload: { amount: 1 },
    });
    expect(error(late).code).toBe('LISTING_CLOSED');
    const rejectAll = await adminPost(`/api/admin/listings/${id}/offers/reject-pending`);
    expect(rejectAll.json<RejectPendingOffersResponse>()).toEqual({
      message: 'Bekleyen teklif yok.',
      rejected: 0,
    });
  });

  it('sells below a higher pending offer only when the operator acknowledged it', async () => {
    const { id, offerIds } = await listingWithOffers();
    const lower = `/api/admin/offers/${offerIds[1]}/accept`;
    const nothingChanged = async () => {
      expect((await send(t, 'GET', `/api/listings/${id}`)).json<ListingDetail>()).toMatchObject({
        status: 'active',
        finalPrice: null,
      });
      expect(Object.values(await offerStates(id))).toEqual(['pending', 'pending', 'pending']);
      expect(Object.values(await depositStates(id))).toEqual([
        'completed',
        'completed',
        'completed',
      ]);
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, offerIds[1]!));
      expect(audit).toEqual([]);
    };
    const refusal = {
      code: 'HIGHER_OFFER_PENDING',
      message:
        'Daha yüksek bir teklif bekliyor: 120.000 ₺. Daha düşük bir teklifi kabul etmek için bunu ayrıca onaylamanız gerekir; hiçbir şey değiştirilmedi.',
    };

    // Without the acknowledgement: refused, nothing changed.
    const bare = await adminPost(lower);
    expect(bare.statusCode).toBe(409);
    expect(error(bare)).toEqual(refusal);
    await nothingChanged();

    // A dialog that saw 115.000 ₺ as the highest is stale: refused too.
    const stale = await send(t, 'POST', lower, {
      trader: admin,
      payload: { acknowledgedHigherAmount: 115_000_00 },
    });
    expect(stale.statusCode).toBe(409);
    expect(error(stale)).toEqual(refusal);
    await nothingChanged();

    // A malformed acknowledgement is a 400 in Turkish.
    const bad = await send(t, 'POST', lower, {
      trader: admin,
      payload: { acknowledgedHigherAmount: 'çok' },
    });
    expect(bad.statusCode).toBe(400);
    expect(error(bad).message).toBe('Onaylanan teklif tutarı geçersiz.');
    await nothingChanged();

    // Acknowledged: sold at 110.000 ₺; the higher and the lower offer end with the sale. The
    // lower offer's deposit is marked for refund; the higher offer's sender is the runner-up
    // (issue 29), whose deposit stays held.
    const ok = await send(t, 'POST', lower, {
      trader: admin,
      payload: { acknowledgedHigherAmount: 120_000_00 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await send(t, 'GET', `/api/listings/${id}`)).json<ListingDetail>()).toMatchObject({
      status: 'sold',
      finalPrice: 110_000_00,
    });
    expect(await offerStates(id)).toEqual({
      [offerIds[0]!]: 'rejected',
      [offerIds[1]!]: 'accepted',
      [offerIds[2]!]: 'rejected',
    });
    expect(await depositStates(id)).toEqual({
      [members[0]!.id]: 'refund_due',
      [members[1]!.id]: 'completed',
      [members[2]!.id]: 'completed',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, offerIds[1]!));
    expect(audit?.after).toMatchObject({ finalPrice: 110_000_00, belowHigherPending: 120_000_00 });
    // The higher offer's sender is told they are the runner-up (the hold, not a refund); the
    // lower offer's sender that the deposit comes back.
    const told = async (member: number) =>
      (
        await t.database.db.query.notifications.findMany({
          where: (n, { and, eq }) =>
            and(eq(n.listingId, id), eq(n.recipientId, members[member]!.id)),
        })
      ).map((row) => row.event);
    expect([...new Set(await told(2))]).toEqual(['runner_up_held']);
    expect([...new Set(await told(0))]).toEqual(['deposit_refund_due']);
  });

  it('needs no acknowledgement when the higher offer was withdrawn', async () => {
    const { id, offerIds } = await listingWithOffers();
    const withdrawn = await send(t, 'POST', `/api/offers/${offerIds[2]}/withdraw`, {
      trader: members[2],
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const res = await adminPost(`/api/admin/offers/${offerIds[1]}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await offerStates(id)).toEqual({
      [offerIds[0]!]: 'rejected',
      [offerIds[1]!]: 'accepted',
      [offerIds[2]!]: 'withdrawn',
    });
  });

  it('rejecting frees the sender to offer again', async () => {
    const { id, offerIds } = await listingWithOffers();
    const res = await adminPost(`/api/admin/offers/${offerIds[0]}/reject`);
    expect(res.statusCode).toBe(200);
    expect(res.json<OfferDecisionResponse>()).toMatchObject({
      message: 'Teklif reddedildi',
      offer: { id: offerIds[0], status: 'rejected' },
    });
    expect(error(await adminPost(`/api/admin/offers/${offerIds[0]}/reject`)).code).toBe(
      'OFFER_NOT_PENDING',
    );
    const mine = await send(t, 'GET', `/api/listings/${id}/offers/mine`, { trader: members[0] });
    expect(mine.json<MyOffers>()).toMatchObject({ current: null, lastRejected: true });
    const again = await send(t, 'POST', `/api/listings/${id}/offers`, {
      trader: members[0],
      payload: { amount: 130_000_00 },
    });
    expect(again.statusCode).toBe(201);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, offerIds[0]!));
    expect(audit).toEqual([{ action: 'offer.reject' }]);
  });

  it('answers 404 for unknown offers and listings', async () => {
    for (const url of [
      `/api/admin/offers/${UNKNOWN_ID}/accept`,
      `/api/admin/offers/${UNKNOWN_ID}/reject`,
      `/api/admin/listings/${UNKNOWN_ID}/offers/reject-pending`,
    ]) {
      expect((await adminPost(url)).statusCode, url).toBe(404);
    }
    const empty = await listingWithOffers();
    await adminPost(`/api/admin/listings/${empty.id}/offers/reject-pending`);
    expect(
      (
        await adminPost(`/api/admin/listings/${empty.id}/offers/reject-pending`)
      ).json<RejectPendingOffersResponse>(),
    ).toEqual({ message: 'Bekleyen teklif yok.', rejected: 0 });
  });
});
