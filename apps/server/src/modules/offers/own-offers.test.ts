import type { LightMyRequestResponse } from 'fastify';
import type {
  MemberOfferChangeResponse,
  MyOffers,
  PlaceOfferResponse,
} from '@arsamezat/shared/trading/offers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { listings } from '../../db/schema/listings.ts';
import { auditLog } from '../../db/schema/messages.ts';
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
const LIRA = 100;

let t: TestApp;
let admin: Trader;
let ahmet: Trader;
let ayse: Trader;

/** An open offer listing (3.700.000 ₺ list price) where both members have paid the deposit. */
async function offerListing(values: Parameters<typeof insertListing>[1] = {}) {
  const id = await insertListing(t.database.db, {
    listingType: 'offer',
    status: 'active',
    startingPrice: 3_700_000 * LIRA,
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + 24 * HOUR),
    ...values,
  });
  await insertDeposit(t.database.db, { listingId: id, userId: ahmet.id });
  await insertDeposit(t.database.db, { listingId: id, userId: ayse.id });
  return id;
}
const offer = (trader: Trader, listingId: string, amount: number) =>
  send(t, 'POST', `/api/listings/${listingId}/offers`, { trader, payload: { amount } });
async function placed(trader: Trader, listingId: string, amount: number) {
  const res = await offer(trader, listingId, amount);
  expect(res.statusCode).toBe(201);
  return res.json<PlaceOfferResponse>().offer.id;
}
const change = (trader: Trader | undefined, offerId: string, amount: unknown) =>
  send(t, 'PUT', `/api/offers/${offerId}`, { trader, payload: { amount } });
const withdraw = (trader: Trader | undefined, offerId: string) =>
  send(t, 'POST', `/api/offers/${offerId}/withdraw`, { trader });
const mine = async (trader: Trader, listingId: string) =>
  (await send(t, 'GET', `/api/listings/${listingId}/offers/mine`, { trader })).json<MyOffers>();
const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;
const auditRows = (offerId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, offerId));

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signedInTrader(t.database.db, NOW, {
    firstName: 'Yönetici',
    lastName: 'Bey',
    role: 'admin',
  });
  ahmet = await signedInTrader(t.database.db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await signedInTrader(t.database.db, NOW, { firstName: 'Ayşe', lastName: 'Kaya' });
});
afterAll(() => t.close());

describe('the minimum acceptable offer', () => {
  it('refuses an offer below it with a clear message and records nothing', async () => {
    const id = await offerListing({ minOfferAmount: 3_000_000 * LIRA });
    const low = await offer(ahmet, id, 100 * LIRA);
    expect(low.statusCode).toBe(409);
    expect(error(low)).toEqual({
      code: 'OFFER_BELOW_MINIMUM',
      message:
        'Teklifiniz, ilan sahibinin bu ilan için kabul edebileceği en düşük tutarın altında. Lütfen daha yüksek bir teklif yapın.',
    });
    expect((await mine(ahmet, id)).items).toEqual([]);
    // The floor itself is accepted, and it is never in the public listing.
    await placed(ahmet, id, 3_000_000 * LIRA);
    const publicView = await send(t, 'GET', `/api/listings/${id}`, {});
    expect(publicView.body).not.toContain('minOfferAmount');
    expect(publicView.body).not.toContain(String(3_000_000 * LIRA));
  });

  it('takes any positive offer on a listing without one', async () => {
    const id = await offerListing();
    await placed(ahmet, id, 100 * LIRA);
  });
});

describe('PUT /api/offers/:id (change) and POST /api/offers/:id/withdraw', () => {
  it('changes a pending offer’s amount, audited, and keeps the floor', async () => {
    const id = await offerListing({ minOfferAmount: 3_000_000 * LIRA });
    const offerId = await placed(ahmet, id, 3_100_000 * LIRA);

    const below = await change(ahmet, offerId, 2_000_000 * LIRA);
    expect(below.statusCode).toBe(409);
    expect(error(below).code).toBe('OFFER_BELOW_MINIMUM');
    expect(error(await change(ahmet, offerId, 0)).code).toBe('INVALID_AMOUNT');

    const res = await change(ahmet, offerId, 3_300_000 * LIRA);
    expect(res.statusCode).toBe(200);
    expect(res.json<MemberOfferChangeResponse>()).toMatchObject({
      message: 'Teklifiniz güncellendi.',
      offer: { id: offerId, amount: 3_300_000 * LIRA, status: 'pending' },
    });
    expect((await mine(ahmet, id)).current).toMatchObject({ amount: 3_300_000 * LIRA });
    const rows = await auditRows(offerId);
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: ahmet.id,
        action: 'offer.change',
        entityType: 'offer',
        before: { status: 'pending', amount: 3_100_000 * LIRA },
        after: { status: 'pending', amount: 3_300_000 * LIRA },
      }),
    ]);
  });

  it('withdraws a pending offer, audited; the member may then send a new one', async () => {
    const id = await offerListing();
    const offerId = await placed(ahmet, id, 3_000_000 * LIRA);

    const res = await withdraw(ahmet, offerId);
    expect(res.statusCode).toBe(200);
    expect(res.json<MemberOfferChangeResponse>()).toMatchObject({
      message: 'Teklifiniz geri çekildi.',
      offer: { id: offerId, status: 'withdrawn' },
    });
    const after = await mine(ahmet, id);
    expect(after.current).toBeNull();
    expect(after.items[0]).toMatchObject({ id: offerId, status: 'withdrawn' });
    expect(await auditRows(offerId)).toEqual([
      expect.objectContaining({ actorId: ahmet.id, action: 'offer.withdraw' }),
    ]);

    // Withdrawn is final: neither withdrawn again nor changed.
    expect(error(await withdraw(ahmet, offerId)).code).toBe('OFFER_ALREADY_DECIDED');
    expect(error(await change(ahmet, offerId, 3_500_000 * LIRA)).code).toBe(
      'OFFER_ALREADY_DECIDED',
    );
    // The admin cannot accept what was withdrawn.
    const accept = await send(t, 'POST', `/api/admin/offers/${offerId}/accept`, { trader: admin });
    expect(error(accept).code).toBe('OFFER_NOT_PENDING');
    await placed(ahmet, id, 3_200_000 * LIRA);
  });

  it('refuses a guest, and answers another member’s offer as not found, changing nothing', async () => {
    const id = await offerListing();
    const offerId = await placed(ahmet, id, 3_000_000 * LIRA);

    expect((await withdraw(undefined, offerId)).statusCode).toBe(401);
    expect((await change(undefined, offerId, 1)).statusCode).toBe(401);
    const other = await withdraw(ayse, offerId);
    expect(other.statusCode).toBe(404);
    expect((await change(ayse, offerId, 3_500_000 * LIRA)).statusCode).toBe(404);
    expect((await withdraw(ahmet, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await change(ahmet, 'not-an-id', 1)).statusCode).toBe(400);

    expect((await mine(ahmet, id)).current).toMatchObject({
      amount: 3_000_000 * LIRA,
      status: 'pending',
    });
    expect(await auditRows(offerId)).toEqual([]);
  });

  it('cannot change an offer once the listing has ended, but may still withdraw it', async () => {
    const id = await offerListing();
    const offerId = await placed(ahmet, id, 3_000_000 * LIRA);
    await t.database.db
      .update(listings)
      .set({ startsAt: new Date(NOW.getTime() - 72 * HOUR), endsAt: new Date(NOW.getTime() - 1) })
      .where(eq(listings.id, id));
    const res = await change(ahmet, offerId, 3_500_000 * LIRA);
    expect(res.statusCode).toBe(409);
    expect(error(res).code).toBe('LISTING_CLOSED');
    expect((await withdraw(ahmet, offerId)).statusCode).toBe(200);
  });

  it('meets the admin’s decision at the same moment: exactly one of them wins, and the state agrees', async () => {
    for (let round = 0; round < 6; round += 1) {
      const id = await offerListing();
      const offerId = await placed(ahmet, id, 3_000_000 * LIRA);
      const decision = round % 2 === 0 ? 'accept' : 'reject';
      const [member, adminAnswer] = await Promise.all([
        round % 3 === 0 ? change(ahmet, offerId, 3_400_000 * LIRA) : withdraw(ahmet, offerId),
        send(t, 'POST', `/api/admin/offers/${offerId}/${decision}`, { trader: admin }),
      ]);
      const statuses = [member.statusCode, adminAnswer.statusCode].sort();
      const final = (await mine(ahmet, id)).items[0];
      if (member.statusCode === 200) {
        // The member was first; the admin then decided on what the member left.
        const memberFinal = member.json<MemberOfferChangeResponse>().offer.status;
        if (memberFinal === 'withdrawn') {
          expect(adminAnswer.statusCode).toBe(409);
          expect(final?.status).toBe('withdrawn');
        } else {
          expect(adminAnswer.statusCode).toBe(200);
          expect(final?.status).toBe(decision === 'accept' ? 'accepted' : 'rejected');
          expect(final?.amount).toBe(3_400_000 * LIRA);
        }
      } else {
        expect(statuses).toEqual([200, 409]);
        expect(error(member).code).toBe('OFFER_ALREADY_DECIDED');
        expect(final?.status).toBe(decision === 'accept' ? 'accepted' : 'rejected');
        expect(final?.amount).toBe(3_000_000 * LIRA);
      }
      const actions = (await auditRows(offerId)).map((row) => row.action).sort();
      expect(actions.length).toBe(
        (member.statusCode === 200 ? 1 : 0) + (adminAnswer.statusCode === 200 ? 1 : 0),
      );
    }
  });
});
