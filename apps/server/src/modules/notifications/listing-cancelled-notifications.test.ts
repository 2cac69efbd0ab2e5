import { fitsOneSmsPart } from '@arsamezat/shared/notifications/sms-length';
import type { NotificationListResponse } from '@arsamezat/shared/notifications/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from '../bids/testing/bidding-room.ts';
import {
  insertDeposit,
  placeBid,
  send,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { notificationTexts } from './notification-texts.ts';
import {
  notificationsOf,
  setNotificationSettings,
  verifyEmail,
} from './testing/notification-fixtures.ts';

/** When the texts are written (only reminders depend on it). */
const SENT_AT = new Date('2026-05-05T12:00:00.000Z');

/**
 * An administrator cancels a listing (decisions 040, 054): its bidders and everyone whose deposit
 * became refund_due are told by SMS, e-mail and in-app, each honouring their settings, in the
 * cancel's own transaction, once.
 */

const TL = 100;
let room: BiddingRoom;
let t: TestApp;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;
let admin: Trader;
let zeynep: Trader;

beforeAll(async () => {
  room = await openBiddingRoom();
  ({ t, ahmet, ayse, mehmet } = room);
  const db = t.database.db;
  await verifyEmail(db, ahmet.id, 'ahmet@example.com');
  await verifyEmail(db, ayse.id, 'ayse@example.com');
  await setNotificationSettings(db, ayse.id, { smsNotifications: false });
  // Mehmet has a verified address but wants no e-mails.
  await verifyEmail(db, mehmet.id, 'mehmet@example.com');
  await setNotificationSettings(db, mehmet.id, { emailNotifications: false });
  admin = await signedInTrader(db, BID_TEST_NOW, {
    firstName: 'Yönetici',
    lastName: 'Bey',
    role: 'admin',
  });
  zeynep = await signedInTrader(db, BID_TEST_NOW, { firstName: 'Zeynep', lastName: 'Ak' });
  await verifyEmail(db, zeynep.id, 'zeynep@example.com');
});
afterAll(() => t.close());

const cancel = (listingId: string) =>
  send(t, 'POST', `/api/admin/listings/${listingId}/cancel`, { trader: admin });
const cancelled = async (member: Trader) =>
  (await notificationsOf(t.database.db, member.id)).filter((line) =>
    line.startsWith('listing_cancelled'),
  );

describe('listing cancelled', () => {
  it('tells bidders and the other deposit holders by SMS, e-mail and in-app, each by their settings', async () => {
    const listingId = await openAuctionIn(room);
    expect((await placeBid(t, ahmet, listingId, 100_000 * TL)).statusCode).toBe(201);
    expect((await placeBid(t, ayse, listingId, 101_000 * TL)).statusCode).toBe(201);
    // Zeynep started paying and never finished: nothing to refund, nothing to tell.
    await insertDeposit(t.database.db, { listingId, userId: zeynep.id, status: 'pending' });

    const res = await cancel(listingId);
    expect(res.statusCode, res.body).toBe(200);

    expect(await cancelled(ahmet)).toEqual([
      'listing_cancelled email',
      'listing_cancelled in_app',
      'listing_cancelled sms',
    ]);
    // Ayşe turned texts off.
    expect(await cancelled(ayse)).toEqual(['listing_cancelled email', 'listing_cancelled in_app']);
    // Mehmet paid but did not bid (told all the same) and turned e-mails off.
    expect(await cancelled(mehmet)).toEqual(['listing_cancelled in_app', 'listing_cancelled sms']);
    expect(await cancelled(zeynep)).toEqual([]);
    expect(await cancelled(admin)).toEqual([]);

    const bell = await send(t, 'GET', '/api/me/notifications', { trader: mehmet });
    const item = bell.json<NotificationListResponse>().items[0]!;
    expect(item).toMatchObject({ event: 'listing_cancelled', title: 'İlan iptal edildi' });
    expect(item.body).toContain('iptal edildi. Teminatınız 7 iş günü içinde ödemeyi yaptığınız');

    // A second cancel is refused and tells nobody again.
    expect((await cancel(listingId)).statusCode).toBe(409);
    expect(await cancelled(ahmet)).toHaveLength(3);
  });

  it('tells an offerer whose pending offer it closes, once, without a separate rejection', async () => {
    const listingId = await openAuctionIn(room, { listingType: 'offer' });
    const offer = await send(t, 'POST', `/api/listings/${listingId}/offers`, {
      trader: ahmet,
      payload: { amount: 90_000 * TL },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    expect((await cancel(listingId)).statusCode).toBe(200);
    const lines = await notificationsOf(t.database.db, ahmet.id);
    expect(lines.filter((l) => l.startsWith('offer_rejected'))).toEqual([]);
    // SMS, e-mail and in-app for this listing, after the 3 above.
    expect(await cancelled(ahmet)).toEqual([
      'listing_cancelled email',
      'listing_cancelled email',
      'listing_cancelled in_app',
      'listing_cancelled in_app',
      'listing_cancelled sms',
      'listing_cancelled sms',
    ]);
  });

  it('keeps the SMS within one Turkish part even for a long title', () => {
    const sms = notificationTexts(
      'listing_cancelled',
      {
        listingTitle:
          'Çanakkale Gelibolu Şarköy yolu üzerinde denize sıfır ğüşiöç imarlı geniş arsa',
      },
      SENT_AT,
    ).sms('ArsaMezat');
    expect(fitsOneSmsPart(sms)).toBe(true);
    expect(sms).toContain('iptal edildi');
  });
});
