import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import { runClosingOnce } from '../auctions/index.ts';
import {
  BID_TEST_NOW,
  openAuctionIn,
  openBiddingRoom,
  type BiddingRoom,
} from '../bids/testing/bidding-room.ts';
import { placeBid, type Trader } from '../bids/testing/trading-fixtures.ts';
import { notificationTexts, type NotificationData } from './notification-texts.ts';

/*
 * The winner's notice says who receives what (decision 060): the sale price is the whole
 * payment, the deposit our service fee inside it, the rest paid to the owner at the title deed.
 */

const MINUTE = 60_000;
const TL = 100;
let room: BiddingRoom;
let t: TestApp;
let ahmet: Trader;
let ayse: Trader;

beforeAll(async () => {
  room = await openBiddingRoom();
  ({ t, ahmet, ayse } = room);
});
afterAll(() => t.close());

describe('the winner’s notice', () => {
  it('carries the winner’s deposit and reads as price = service fee + the owner’s part', async () => {
    const listingId = await openAuctionIn(room, {
      startingPrice: 100_000 * TL,
      minIncrement: 1_000 * TL,
      endsAt: new Date(BID_TEST_NOW.getTime() + MINUTE),
    });
    for (const [trader, amount] of [
      [ahmet, 100_000 * TL],
      [ayse, 105_000 * TL],
    ] as const) {
      expect((await placeBid(t, trader, listingId, amount)).statusCode).toBe(201);
    }
    const at = new Date(BID_TEST_NOW.getTime() + 2 * MINUTE);
    await runClosingOnce({ ...t.app.deps, clock: () => at });

    const [won] = await t.database.db.query.notifications.findMany({
      where: (n, { and, eq }) =>
        and(eq(n.listingId, listingId), eq(n.event, 'auction_won'), eq(n.channel, 'in_app')),
    });
    expect(won?.recipientId).toBe(ayse.id);
    // The room's deposits are 5.000 ₺ each.
    expect(won?.data).toMatchObject({ finalPrice: 105_000 * TL, deposit: 5_000 * TL });

    const texts = notificationTexts('auction_won', won?.data as NotificationData, at);
    expect(texts.paragraphs).toContain(
      'Ödemeler: satış bedeli 105.000 ₺; toplam ödemeniz bu tutarı aşmaz. Yatırdığınız 5.000 ₺ teminat hizmet bedelimiz olarak tahsil edildi ve bu tutarın içinden sayılır; tapu devrinde ilan sahibine kalan 100.000 ₺ tutarını ödersiniz.',
    );
    expect(texts.paragraphs.join(' ')).not.toMatch(/mahsup|sözleşme koşullarına göre/);
  });

  it('an accepted offer: the whole price to the owner, the fee not taken off it', () => {
    const texts = notificationTexts(
      'offer_accepted',
      {
        listingTitle: 'Akhisar tarla',
        amount: 250_000 * TL,
      },
      new Date(),
    );
    expect(texts.paragraphs).toContain(
      'Ödemeler: teklifinizin tamamını (250.000 ₺) tapu devrinde ilan sahibine ödersiniz; yatırdığınız teminat hizmet bedelimiz olarak tahsil edilir ve bu tutardan düşülmez.',
    );
  });
});
