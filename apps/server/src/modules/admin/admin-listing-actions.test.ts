import type { ListingActionResponse } from '@arsamezat/shared/admin/admin-listing-actions';
import type { ListingEvent } from '@arsamezat/shared/trading/events';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { auditLog } from '../../db/schema/messages.ts';
import { listings } from '../../db/schema/listings.ts';
import { deposits, offers } from '../../db/schema/trading.ts';
import {
  insertDeposit,
  placeBid,
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
  ];
});
afterAll(() => t.close());

const running = (values: Parameters<typeof insertListing>[1] = {}) =>
  insertListing(t.database.db, {
    status: 'active',
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + 24 * HOUR),
    depositAmount: 5_000_00,
    ...values,
  });

/** As the admin unless another caller is given (null: a guest). */
const act = (id: string, action: string, payload?: unknown, caller: Trader | null = admin) =>
  send(t, 'POST', `/api/admin/listings/${id}/${action}`, {
    trader: caller ?? undefined,
    payload,
  });
const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;
const row = async (id: string) =>
  (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const auditOf = (id: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
const depositStates = async (id: string) =>
  (
    await t.database.db
      .select({ status: deposits.status })
      .from(deposits)
      .where(eq(deposits.listingId, id))
  )
    .map((d) => d.status)
    .sort();

describe('admin listing actions: guards', () => {
  it.each(['cancel', 'extend', 'close-early'])(
    '%s answers 401 to a guest and 403 to a member, and changes nothing',
    async (action) => {
      const id = await running();
      const payload = { endsAt: new Date(NOW.getTime() + 48 * HOUR).toISOString() };
      expect((await act(id, action, payload, null)).statusCode).toBe(401);
      expect((await act(id, action, payload, members[0])).statusCode).toBe(403);
      expect(await row(id)).toMatchObject({
        status: 'active',
        endsAt: new Date(NOW.getTime() + 24 * HOUR),
      });
      expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).toEqual(
        [],
      );
    },
  );

  it.each(['cancel', 'extend', 'close-early'])(
    '%s answers 404 for an unknown listing',
    async (action) => {
      const res = await act(UNKNOWN_ID, action, {
        endsAt: new Date(NOW.getTime() + 48 * HOUR).toISOString(),
      });
      expect(res.statusCode).toBe(404);
    },
  );
});

describe('cancelling a listing', () => {
  it('cancels it, moves every completed deposit to refund_due and rejects pending offers, audited', async () => {
    const id = await running({ listingType: 'offer' });
    await insertDeposit(t.database.db, { listingId: id, userId: members[0]!.id });
    await insertDeposit(t.database.db, { listingId: id, userId: members[1]!.id });
    const offer = await send(t, 'POST', `/api/listings/${id}/offers`, {
      trader: members[0],
      payload: { amount: 90_000_00 },
    });
    expect(offer.statusCode).toBe(201);
    const seen: ListingEvent[] = [];
    const stop = await t.app.deps.events.subscribe(id, (event) => seen.push(event));

    const res = await act(id, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json<ListingActionResponse>()).toMatchObject({
      message: 'İlan iptal edildi. 2 teminat iade sırasına alındı.',
      status: 'cancelled',
      refundsDue: 2,
      offersRejected: 1,
    });
    expect(await row(id)).toMatchObject({ status: 'cancelled', closedAt: NOW });
    expect(await depositStates(id)).toEqual(['refund_due', 'refund_due']);
    const [offerRow] = await t.database.db.select().from(offers).where(eq(offers.listingId, id));
    expect(offerRow).toMatchObject({ status: 'rejected', decidedBy: admin.id });
    const audit = await auditOf(id, 'listing.cancelled');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, entityType: 'listing' });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toEqual({
      type: 'ended',
      data: { listingId: id, status: 'cancelled', winnerName: null, finalPrice: null },
    });
    stop();

    // The members see it: the public detail is cancelled and their deposit awaits its refund.
    const detail = await send(t, 'GET', `/api/listings/${id}`);
    expect(detail.json()).toMatchObject({ status: 'cancelled', phase: 'ended' });

    const again = await act(id, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(error(again).code).toBe('LISTING_NOT_OPEN');
    expect(await auditOf(id, 'listing.cancelled')).toHaveLength(1);
  });

  it('refuses a listing that has ended, and leaves its deposits alone', async () => {
    const id = await running({ status: 'ended', endsAt: new Date(NOW.getTime() - 1) });
    await insertDeposit(t.database.db, { listingId: id, userId: members[0]!.id });
    const res = await act(id, 'cancel');
    expect(res.statusCode).toBe(409);
    expect(error(res)).toEqual({
      code: 'LISTING_NOT_OPEN',
      message: 'Bu ilan sona ermiş veya iptal edilmiş; bu işlem yapılamaz.',
    });
    expect(await depositStates(id)).toEqual(['completed']);
  });
});

describe('extending a listing', () => {
  it('moves the end later, audited, with the extended event', async () => {
    const id = await running();
    const endsAt = new Date(NOW.getTime() + 72 * HOUR);
    const seen: ListingEvent[] = [];
    const stop = await t.app.deps.events.subscribe(id, (event) => seen.push(event));
    const res = await act(id, 'extend', { endsAt: endsAt.toISOString() });
    expect(res.statusCode).toBe(200);
    expect(res.json<ListingActionResponse>()).toMatchObject({
      message: 'Bitiş zamanı uzatıldı.',
      endsAt: endsAt.toISOString(),
      status: 'active',
    });
    expect((await row(id)).endsAt).toEqual(endsAt);
    const audit = await auditOf(id, 'listing.extended');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      before: { endsAt: new Date(NOW.getTime() + 24 * HOUR).toISOString() },
      after: { endsAt: endsAt.toISOString() },
    });
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toEqual({
      type: 'extended',
      data: { listingId: id, endsAt: endsAt.toISOString() },
    });
    stop();
  });

  it('refuses an end that is not later than the current one, with a Turkish 400', async () => {
    const id = await running();
    for (const ms of [24 * HOUR, 23 * HOUR, -HOUR]) {
      const res = await act(id, 'extend', { endsAt: new Date(NOW.getTime() + ms).toISOString() });
      expect(res.statusCode).toBe(400);
      expect(error(res)).toMatchObject({
        code: 'END_NOT_LATER',
        message: 'Yeni bitiş zamanı mevcut bitiş zamanından sonra olmalıdır.',
      });
    }
    const tooFar = await act(id, 'extend', {
      endsAt: new Date(NOW.getTime() + 400 * 24 * HOUR).toISOString(),
    });
    expect(tooFar.statusCode).toBe(400);
    expect(error(tooFar).message).toBe('Bitiş zamanı en fazla bir yıl uzatılabilir.');
    const bad = await act(id, 'extend', { endsAt: 'yarın' });
    expect(bad.statusCode).toBe(400);
    expect(error(bad).message).toBe('Geçerli bir bitiş zamanı girin.');
    expect((await row(id)).endsAt).toEqual(new Date(NOW.getTime() + 24 * HOUR));
    expect(await auditOf(id, 'listing.extended')).toHaveLength(0);
  });

  it('refuses a listing whose end has passed (the clock decides, whatever the status)', async () => {
    const id = await running({ endsAt: new Date(NOW.getTime() - 1000) });
    const res = await act(id, 'extend', { endsAt: new Date(NOW.getTime() + HOUR).toISOString() });
    expect(res.statusCode).toBe(409);
    expect(error(res).code).toBe('LISTING_NOT_OPEN');
  });
});

describe('closing an auction early', () => {
  it('ends a running auction without bids now, deposits to refund_due, audited', async () => {
    const id = await running();
    await insertDeposit(t.database.db, { listingId: id, userId: members[0]!.id });
    const res = await act(id, 'close-early');
    expect(res.statusCode).toBe(200);
    expect(res.json<ListingActionResponse>()).toMatchObject({
      message: 'İhale erken sonlandırıldı.',
      status: 'ended',
      endsAt: NOW.toISOString(),
      refundsDue: 1,
    });
    expect(await row(id)).toMatchObject({ status: 'ended', endsAt: NOW, winnerId: null });
    expect(await depositStates(id)).toEqual(['refund_due']);
    expect(await auditOf(id, 'listing.closed_early')).toHaveLength(1);
  });

  it('refuses an auction with bids and changes nothing', async () => {
    const id = await running();
    await insertDeposit(t.database.db, { listingId: id, userId: members[1]!.id });
    expect((await placeBid(t, members[1], id, 100_000_00)).statusCode).toBe(201);
    const res = await act(id, 'close-early');
    expect(res.statusCode).toBe(409);
    expect(error(res)).toEqual({
      code: 'LISTING_HAS_BIDS',
      message: 'Teklif almış bir ihale erken sonlandırılamaz.',
    });
    expect(await row(id)).toMatchObject({ status: 'active', bidCount: 1 });
    expect(await depositStates(id)).toEqual(['completed']);
    expect(await auditOf(id, 'listing.closed_early')).toHaveLength(0);
  });

  it('refuses an offer listing and an auction that has not started', async () => {
    const offer = await running({ listingType: 'offer' });
    expect(error(await act(offer, 'close-early')).code).toBe('ONLY_AUCTIONS');
    const upcoming = await running({
      status: 'upcoming',
      startsAt: new Date(NOW.getTime() + HOUR),
    });
    const res = await act(upcoming, 'close-early');
    expect(res.statusCode).toBe(409);
    expect(error(res).message).toBe(
      'Henüz başlamamış bir ihale erken sonlandırılamaz; gerekirse iptal edin.',
    );
  });
});
