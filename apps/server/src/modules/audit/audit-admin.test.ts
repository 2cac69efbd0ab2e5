import type { AdminAuditPage } from '@arsamezat/shared/admin/admin-inbox';
import type { PlaceOfferResponse } from '@arsamezat/shared/trading/offers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  insertDeposit,
  send,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { recordAudit } from './audit-log.ts';

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
let t: TestApp;
let admin: Trader;
let other: Trader;
let member: Trader;
let auctionId: string;
let offerListingId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const { db } = t.database;
  admin = await signedInTrader(db, NOW, { firstName: 'Ayla', lastName: 'Yönetici', role: 'admin' });
  other = await signedInTrader(db, NOW, { firstName: 'Berk', lastName: 'Yönetici', role: 'admin' });
  member = await signedInTrader(db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  const open = {
    status: 'active' as const,
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + 24 * HOUR),
  };
  auctionId = await insertListing(db, { ...open, title: 'Kütahya Arsası' });
  offerListingId = await insertListing(db, {
    ...open,
    listingType: 'offer',
    title: 'İzmir Tarlası',
  });
  // Ayla extends the auction; Berk rejects an offer on the offer listing; the server closes one.
  await send(t, 'POST', `/api/admin/listings/${auctionId}/extend`, {
    trader: admin,
    payload: { endsAt: new Date(NOW.getTime() + 48 * HOUR).toISOString() },
  });
  await insertDeposit(db, { listingId: offerListingId, userId: member.id });
  const offer = await send(t, 'POST', `/api/listings/${offerListingId}/offers`, {
    trader: member,
    payload: { amount: 90_000_00 },
  });
  const offerId = offer.json<PlaceOfferResponse>().offer.id;
  await send(t, 'POST', `/api/admin/offers/${offerId}/reject`, { trader: other });
  await db.transaction((tx) =>
    recordAudit(tx, {
      actorId: null,
      action: 'listing.close',
      entityType: 'listing',
      entityId: auctionId,
      before: null,
      after: { status: 'ended' },
    }),
  );
});
afterAll(() => t.close());

/** As the admin unless another caller is given (null: a guest). */
const list = async (query = '', caller: Trader | null = admin) =>
  send(t, 'GET', `/api/admin/audit${query}`, { trader: caller ?? undefined });
const page = async (query = '') => (await list(query)).json<AdminAuditPage>();

describe('the audit log viewer', () => {
  it('answers 401 to a guest and 403 to a member', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', member)).statusCode).toBe(403);
  });

  it('shows who did what when, newest first, with the listing of each entry', async () => {
    const body = await page();
    expect(body.total).toBe(3);
    expect(body.items.map((e) => [e.action, e.actor?.fullName ?? null, e.listing?.title])).toEqual([
      ['listing.close', null, 'Kütahya Arsası'],
      ['offer.reject', 'Berk Yönetici', 'İzmir Tarlası'],
      ['listing.extended', 'Ayla Yönetici', 'Kütahya Arsası'],
    ]);
    expect(body.actors.map((a) => a.fullName)).toEqual(['Ayla Yönetici', 'Berk Yönetici']);
  });

  it('filters by actor (or the system), action and listing', async () => {
    const byActor = await page(`?actor=${other.id}`);
    expect(byActor.items.map((e) => e.action)).toEqual(['offer.reject']);
    const bySystem = await page('?actor=system');
    expect(bySystem.items.map((e) => e.action)).toEqual(['listing.close']);
    const byAction = await page('?action=listing.extended');
    expect(byAction.items.map((e) => e.actor?.id)).toEqual([admin.id]);
    const byListing = await page(`?listing=${offerListingId}`);
    expect(byListing.items.map((e) => e.action)).toEqual(['offer.reject']);
    expect(byListing.listing).toEqual({ id: offerListingId, title: 'İzmir Tarlası' });
    const both = await page(`?listing=${auctionId}&actor=${admin.id}`);
    expect(both.total).toBe(1);
  });

  it('refuses malformed filters with a Turkish 400', async () => {
    for (const [query, message] of [
      ['?actor=birisi', 'Geçersiz kullanıcı filtresi.'],
      ['?action=DROP%20TABLE', 'Geçersiz işlem filtresi.'],
      ['?listing=12', 'Geçersiz ilan numarası.'],
      ['?page=0', 'Sayfa numarası 1 veya daha büyük olmalıdır.'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(message);
    }
  });
});
