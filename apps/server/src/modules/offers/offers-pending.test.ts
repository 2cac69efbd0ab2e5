import type { AdminPendingOffersPage, PlaceOfferResponse } from '@arsamezat/shared/trading/offers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  insertDeposit,
  send,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
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

describe('GET /api/admin/offers: pending offers across listings', () => {
  it('lists only pending offers, oldest first, with their listing; admins only', async () => {
    const offerIds: string[] = [];
    for (const title of ['Kütahya Arsası', 'İzmir Tarlası']) {
      const id = await insertListing(t.database.db, {
        listingType: 'offer',
        title,
        status: 'active',
        startsAt: new Date(NOW.getTime() - HOUR),
        endsAt: new Date(NOW.getTime() + 24 * HOUR),
      });
      for (const member of members) {
        await insertDeposit(t.database.db, { listingId: id, userId: member.id });
        const res = await send(t, 'POST', `/api/listings/${id}/offers`, {
          trader: member,
          payload: { amount: 90_000_00 },
        });
        offerIds.push(res.json<PlaceOfferResponse>().offer.id);
      }
    }
    await send(t, 'POST', `/api/admin/offers/${offerIds[0]}/reject`, { trader: admin });

    const res = await send(t, 'GET', '/api/admin/offers', { trader: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminPendingOffersPage>();
    expect(body.total).toBe(3);
    expect(new Set(body.items.map((o) => o.id))).toEqual(new Set(offerIds.slice(1)));
    expect(body.items.every((o) => o.status === 'pending')).toBe(true);
    expect(body.items.find((o) => o.id === offerIds[3])).toMatchObject({
      amount: 90_000_00,
      user: { fullName: 'Ayşe Kaya' },
      listing: { title: 'İzmir Tarlası' },
    });

    expect((await send(t, 'GET', '/api/admin/offers')).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/admin/offers', { trader: members[0] })).statusCode).toBe(
      403,
    );
    expect((await send(t, 'GET', '/api/admin/offers?page=0', { trader: admin })).statusCode).toBe(
      400,
    );
  });
});
