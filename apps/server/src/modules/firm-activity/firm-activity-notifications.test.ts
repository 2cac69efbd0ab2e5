import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { runClosingOnce } from '../auctions/index.ts';
import { insertDeposit, placeBid, send, type Trader } from '../bids/testing/trading-fixtures.ts';
import {
  notificationRows,
  setNotificationSettings,
  verifyEmail,
} from '../notifications/testing/notification-fixtures.ts';
import { firmFollowWorld, FOLLOW_NOW, type FirmFollowWorld } from './testing/firm-follow-world.ts';

/* Issue 28: a firm's members are told of offers on its listings and of their ends (decision 072). */

const NOW = FOLLOW_NOW;
const HOUR = 60 * 60 * 1000;
const TL = 100;

let t: TestApp;
let world: FirmFollowWorld;
let owner: Trader;
let staff: Trader;
let buyers: Trader[];
const firmListing = (values: Parameters<FirmFollowWorld['firmListing']>[0] = {}) =>
  world.firmListing(values);
const offerListingWithOffers = () => world.offerListingWithOffers();

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  world = await firmFollowWorld(t);
  ({ owner, staff, buyers } = world);
});
afterAll(() => t.close());

describe('the firm is told (e-mail + in-app, settings honoured)', () => {
  it('of a new offer on its listing, every member, e-mail only where the member takes it', async () => {
    await verifyEmail(t.database.db, owner.id, 'fikret@anadolu-arsa.com.tr');
    await verifyEmail(t.database.db, staff.id, 'sevgi@anadolu-arsa.com.tr');
    await setNotificationSettings(t.database.db, staff.id, { emailNotifications: false });
    const { id, offerIds } = await offerListingWithOffers();
    const rows = (await notificationRows(t.database.db, 'firm_offer_received')).filter(
      (row) => row.eventKey === offerIds[0],
    );
    expect(
      rows
        .map((row) => `${row.recipientId === owner.id ? 'owner' : 'staff'} ${row.channel}`)
        .sort(),
    ).toEqual(['owner email', 'owner in_app', 'staff in_app']);
    expect(rows[0]?.data).toMatchObject({
      amount: 100_000 * TL,
      firmListingId: id,
      listingTitle: 'Konya Selçuklu Arsası',
    });
    // The bell's text and link, as the member reads them.
    const bell = await send(t, 'GET', '/api/me/notifications', { trader: owner });
    const item = bell
      .json<{ items: { title: string; body: string; link: string | null }[] }>()
      .items.find((n) => n.link === `/firm/listings/${id}` && n.body.includes('100.000 ₺'));
    expect(item).toMatchObject({
      title: 'İlanınıza teklif geldi',
      body: '"Konya Selçuklu Arsası" ilanınıza 100.000 ₺ teklif geldi.',
      link: `/firm/listings/${id}`,
    });
    // An operator's listing (no firm) tells nobody of its offers.
    const plain = await insertListing(t.database.db, {
      listingType: 'offer',
      status: 'active',
      startsAt: new Date(NOW.getTime() - HOUR),
      endsAt: new Date(NOW.getTime() + HOUR),
      minIncrement: null,
      offerIncrement: 5_000 * TL,
    });
    await insertDeposit(t.database.db, { listingId: plain, userId: buyers[0]!.id });
    expect(
      (
        await send(t, 'POST', `/api/listings/${plain}/offers`, {
          trader: buyers[0],
          payload: { amount: 90_000 * TL },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await notificationRows(t.database.db, 'firm_offer_received')).filter(
        (row) => row.listingId === plain,
      ),
    ).toEqual([]);
  });

  it('of an auction’s end with its result, and of a Pazarlık listing that ended unsold', async () => {
    const at = new Date(NOW.getTime() + 2 * HOUR);
    const sold = await firmListing({
      title: 'Satılan Arsa',
      endsAt: new Date(NOW.getTime() + HOUR),
    });
    const unsold = await firmListing({
      title: 'Teklifsiz Arsa',
      endsAt: new Date(NOW.getTime() + HOUR),
    });
    const offerEnded = await firmListing({
      title: 'Pazarlık Arsası',
      listingType: 'offer',
      minIncrement: null,
      offerIncrement: 5_000 * TL,
      endsAt: new Date(NOW.getTime() + HOUR),
    });
    await insertDeposit(t.database.db, { listingId: sold, userId: buyers[1]!.id });
    expect((await placeBid(t, buyers[1], sold, 150_000 * TL)).statusCode).toBe(201);
    await runClosingOnce({ ...t.app.deps, clock: () => at });

    const ended = await notificationRows(t.database.db, 'firm_auction_ended');
    const of = (listingId: string, rows: typeof ended) =>
      rows.filter((row) => row.listingId === listingId && row.channel === 'in_app');
    expect(
      of(sold, ended)
        .map((row) => row.recipientId)
        .sort(),
    ).toEqual([owner.id, staff.id].sort());
    expect(of(sold, ended)[0]?.data).toMatchObject({
      sold: true,
      winnerName: 'Ay*** Ka***',
      finalPrice: 150_000 * TL,
    });
    expect(of(unsold, ended)[0]?.data).toMatchObject({ sold: false, winnerName: null });
    const offerRows = of(
      offerEnded,
      await notificationRows(t.database.db, 'firm_offer_listing_ended'),
    );
    expect(offerRows).toHaveLength(2);
    expect(offerRows[0]?.data).toMatchObject({ sold: false });

    const bell = await send(t, 'GET', '/api/me/notifications', { trader: staff });
    const bodies = bell.json<{ items: { body: string }[] }>().items.map((n) => n.body);
    expect(bodies).toContain(
      '"Satılan Arsa" ihaleniz sona erdi: Ay*** Ka*** 150.000 ₺ teklifle kazandı.',
    );
    expect(bodies).toContain('"Teklifsiz Arsa" ihaleniz teklif almadan sona erdi.');
    expect(bodies).toContain(
      '"Pazarlık Arsası" ilanınızın süresi teklif kabul edilmeden sona erdi.',
    );
  });
});
