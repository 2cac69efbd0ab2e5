import type { PlaceOfferResponse } from '@arsamezat/shared/trading/offers';
import { expect } from 'vitest';
import { insertListing } from '../../../../test/fixtures/listings.ts';
import type { TestApp } from '../../../../test/helpers/app.ts';
import {
  insertDeposit,
  send,
  signedInTrader,
  type Trader,
} from '../../bids/testing/trading-fixtures.ts';
import { addFirmMember, insertFirm } from '../../firms/testing/firm-fixtures.ts';

export const FOLLOW_NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const TL = 100;

/**
 * The firm-follow tests' people (issue 28): a firm with its owner and a staff member, a rival
 * firm's owner, a member of no firm, an admin and three buyers; and the firm's listings.
 */
export async function firmFollowWorld(t: TestApp) {
  const db = t.database.db;
  const now = FOLLOW_NOW;
  const owner = await signedInTrader(db, now, { firstName: 'Fikret', lastName: 'Firmalı' });
  const staff = await signedInTrader(db, now, { firstName: 'Sevgi', lastName: 'Çalışkan' });
  const rivalOwner = await signedInTrader(db, now, { firstName: 'Feride', lastName: 'Rakip' });
  const outsider = await signedInTrader(db, now, { firstName: 'Oya', lastName: 'Dışarıda' });
  const admin = await signedInTrader(db, now, {
    firstName: 'Ayla',
    lastName: 'Yönetici',
    role: 'admin',
  });
  const buyers: Trader[] = [
    await signedInTrader(db, now, { firstName: 'Ahmet', lastName: 'Yılmaz' }),
    await signedInTrader(db, now, { firstName: 'Ayşe', lastName: 'Kaya' }),
    await signedInTrader(db, now, { firstName: 'Mehmet', lastName: 'Demir' }),
  ];
  const firmId = await insertFirm(db, { ownerId: owner.id, title: 'Anadolu Arsa A.Ş.', now });
  await addFirmMember(db, { firmId, userId: staff.id, role: 'staff', addedBy: owner.id });
  await insertFirm(db, { ownerId: rivalOwner.id, title: 'Başka Emlak Ltd. Şti.', now });

  /** A published, running listing of the firm. */
  const firmListing = (values: Parameters<typeof insertListing>[1] = {}) =>
    insertListing(db, {
      title: 'Konya Selçuklu Arsası',
      status: 'active',
      startsAt: new Date(now.getTime() - HOUR),
      endsAt: new Date(now.getTime() + 24 * HOUR),
      antiSnipeMinutes: 0,
      firmId,
      publication: 'published',
      ...values,
    });

  /** A Pazarlık listing of the firm where each buyer paid a deposit and offered 100k, 110k, 120k. */
  async function offerListingWithOffers() {
    const id = await firmListing({
      listingType: 'offer',
      minIncrement: null,
      offerIncrement: 5_000 * TL,
    });
    const offerIds: string[] = [];
    for (const [i, buyer] of buyers.entries()) {
      await insertDeposit(db, { listingId: id, userId: buyer.id });
      const res = await send(t, 'POST', `/api/listings/${id}/offers`, {
        trader: buyer,
        payload: { amount: (100_000 + i * 10_000) * TL },
      });
      expect(res.statusCode).toBe(201);
      offerIds.push(res.json<PlaceOfferResponse>().offer.id);
    }
    return { id, offerIds };
  }

  return {
    owner,
    staff,
    rivalOwner,
    outsider,
    admin,
    buyers,
    firmId,
    firmListing,
    offerListingWithOffers,
  };
}

export type FirmFollowWorld = Awaited<ReturnType<typeof firmFollowWorld>>;
