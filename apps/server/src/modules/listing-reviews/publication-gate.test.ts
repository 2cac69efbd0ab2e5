import { LISTINGS_MAX_PAGE_SIZE, type ListingsPage } from '@arsamezat/shared/listings/listings';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { listings } from '../../db/schema/listings.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { listingWatches } from '../../db/schema/watchlist.ts';
import {
  runAuctionRemindersOnce,
  runAuctionStartsOnce,
  runClosingOnce,
} from '../auctions/index.ts';
import {
  insertDeposit,
  send,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';
import { insertFirm } from '../firms/testing/firm-fixtures.ts';
import { GOOD_CARD, startPayment } from '../payments/testing/sandbox-journey.ts';

/*
 * The publication gate (issue 28): a firm's listing that is not published — a draft, or one
 * waiting for the operator — exists nowhere the public or trading reaches, and the clock leaves
 * it alone. Every door is tried with a published listing of the same firm too, so each row of
 * the table shows the door open for it and closed for the others.
 */

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const UNPUBLISHED = ['draft', 'submitted'] as const;
type Publication = (typeof UNPUBLISHED)[number] | 'published';

let t: TestApp;
let member: Trader;
let firmId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const db = t.database.db;
  member = await signedInTrader(db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  const owner = await signedInTrader(db, NOW, { firstName: 'Firma', lastName: 'Sahibi' });
  firmId = await insertFirm(db, { ownerId: owner.id });
});
afterAll(() => t.close());

/** An open listing of the firm (active auction, or offer listing), the member's deposit paid. */
async function firmListing(publication: Publication, listingType: 'auction' | 'offer') {
  const id = await insertListing(t.database.db, {
    firmId,
    publication,
    listingType,
    title: `Kapı Denemesi ${publication} ${listingType}`,
    status: 'active',
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + 48 * HOUR),
    submittedAt: publication === 'draft' ? null : new Date(NOW.getTime() - 2 * HOUR),
    depositAmount: 5_000_00,
  });
  await insertDeposit(t.database.db, { listingId: id, userId: member.id });
  return id;
}

type Door = {
  door: string;
  listingType: 'auction' | 'offer';
  call: (id: string) => Promise<LightMyRequestResponse>;
  /** The answer a published listing gets through this door. */
  open: number;
};

const get = (url: string, trader?: Trader) => send(t, 'GET', url, { trader });

const DOORS: Door[] = [
  {
    door: 'listing detail',
    listingType: 'auction',
    call: (id) => get(`/api/listings/${id}`),
    open: 200,
  },
  {
    door: 'bid history',
    listingType: 'auction',
    call: (id) => get(`/api/listings/${id}/bids`),
    open: 200,
  },
  {
    door: 'my bids on it',
    listingType: 'auction',
    call: (id) => get(`/api/listings/${id}/bids/mine`, member),
    open: 200,
  },
  {
    door: 'a bid',
    listingType: 'auction',
    call: (id) =>
      send(t, 'POST', `/api/listings/${id}/bids`, {
        trader: member,
        payload: { amount: 100_000_00 },
      }),
    open: 201,
  },
  {
    door: 'a maximum bid',
    listingType: 'auction',
    call: (id) =>
      send(t, 'POST', `/api/listings/${id}/bids`, {
        trader: member,
        payload: { amount: 150_000_00, kind: 'maximum' },
      }),
    open: 201,
  },
  {
    door: 'an offer',
    listingType: 'offer',
    call: (id) =>
      send(t, 'POST', `/api/listings/${id}/offers`, {
        trader: member,
        payload: { amount: 90_000_00 },
      }),
    open: 201,
  },
  {
    door: 'my offers on it',
    listingType: 'offer',
    call: (id) => get(`/api/listings/${id}/offers/mine`, member),
    open: 200,
  },
  {
    door: 'my deposit on it',
    listingType: 'auction',
    call: (id) => get(`/api/listings/${id}/deposit`, member),
    open: 200,
  },
  {
    door: 'watch status',
    listingType: 'auction',
    call: (id) => get(`/api/listings/${id}/watch`, member),
    open: 200,
  },
  {
    door: 'watchlist add',
    listingType: 'auction',
    call: (id) => send(t, 'PUT', `/api/listings/${id}/watch`, { trader: member }),
    open: 200,
  },
  {
    door: 'documents',
    listingType: 'auction',
    call: (id) => get(`/api/listings/${id}/documents`, member),
    open: 200,
  },
  {
    door: 'live events',
    listingType: 'auction',
    // Only the refusal is asked for: a published listing's stream stays open (events.test.ts).
    call: (id) => get(`/api/listings/${id}/events`),
    open: 0,
  },
];

describe('the publication gate', () => {
  it.each(DOORS)(
    '$door: open for a published listing, 404 for a draft and a submitted one',
    async (row) => {
      if (row.open !== 0) {
        const published = await row.call(await firmListing('published', row.listingType));
        expect(published.statusCode, published.body).toBe(row.open);
      }
      for (const publication of UNPUBLISHED) {
        const res = await row.call(await firmListing(publication, row.listingType));
        expect(res.statusCode, `${publication}: ${res.body}`).toBe(404);
      }
    },
  );

  it('a deposit payment cannot start on an unpublished listing', async () => {
    for (const publication of UNPUBLISHED) {
      const id = await firmListing(publication, 'auction');
      const res = await startPayment(t, member, id, GOOD_CARD);
      expect(res.statusCode, res.body).toBe(404);
    }
  });

  it('browse, its counts and the listing page show only the published listing', async () => {
    const ids = {
      published: await firmListing('published', 'auction'),
      draft: await firmListing('draft', 'auction'),
      submitted: await firmListing('submitted', 'auction'),
      offerDraft: await firmListing('draft', 'offer'),
    };
    const browse = async (query: string) => {
      const res = await get(`/api/listings?${query}&pageSize=${LISTINGS_MAX_PAGE_SIZE}`);
      expect(res.statusCode).toBe(200);
      return res.json<ListingsPage>();
    };
    for (const query of ['tab=new', 'tab=auctions&phase=active', 'tab=offers']) {
      const page = await browse(query);
      const shown = page.items.map((item) => item.id);
      expect(shown).not.toContain(ids.draft);
      expect(shown).not.toContain(ids.submitted);
      expect(shown).not.toContain(ids.offerDraft);
      expect(page.total).toBe(page.items.length);
    }
    const auctions = await browse('tab=auctions&phase=active');
    expect(auctions.items.map((item) => item.id)).toContain(ids.published);
    // The sub-tab's count counts what it lists: the unpublished ones are not in it.
    expect(auctions.counts?.active).toBe(auctions.items.length);

    // The page's head (its social preview) names a published listing only.
    const page = await t.app.inject({ method: 'GET', url: `/auctions/${ids.published}` });
    expect(page.body).toContain('Kapı Denemesi published auction');
    const hidden = await t.app.inject({ method: 'GET', url: `/auctions/${ids.submitted}` });
    expect(hidden.body).not.toContain('Kapı Denemesi submitted');
  });

  it('the clock neither opens, closes, starts nor reminds an unpublished auction', async () => {
    const db = t.database.db;
    const make = (publication: Publication, values: Partial<typeof listings.$inferInsert>) =>
      insertListing(db, { firmId, publication, title: `Saat ${publication}`, ...values });
    const due = {
      // The end has passed: the closing would end it.
      ending: await make('submitted', {
        status: 'active',
        startsAt: new Date(NOW.getTime() - 10 * HOUR),
        endsAt: new Date(NOW.getTime() - 1000),
      }),
      // The start has passed: the opening would make it active, the starts job announce it.
      opening: await make('draft', {
        status: 'upcoming',
        createdAt: new Date(NOW.getTime() - 3 * HOUR),
        startsAt: new Date(NOW.getTime() - 60 * 1000),
        endsAt: new Date(NOW.getTime() + 10 * HOUR),
      }),
      // Its one-hour reminder moment is now.
      reminding: await make('submitted', {
        status: 'active',
        startsAt: new Date(NOW.getTime() - 10 * HOUR),
        endsAt: new Date(NOW.getTime() + HOUR),
      }),
    };
    const control = await make('published', {
      status: 'active',
      startsAt: new Date(NOW.getTime() - 10 * HOUR),
      endsAt: new Date(NOW.getTime() - 1000),
    });
    for (const listingId of Object.values(due)) {
      await db.insert(listingWatches).values({ userId: member.id, listingId });
    }
    const deps = { db, clock: () => NOW, events: t.app.deps.events };
    const run = await runClosingOnce(deps);
    expect(run.closed.map((row) => row.id)).toContain(control);
    expect(run.closed.map((row) => row.id)).not.toContain(due.ending);
    expect(run.started).not.toContain(due.opening);
    expect(await runAuctionStartsOnce(deps)).not.toContain(due.opening);
    await runAuctionRemindersOnce(deps);

    const states = await db
      .select({ id: listings.id, status: listings.status, closedAt: listings.closedAt })
      .from(listings)
      .where(eq(listings.firmId, firmId));
    const stateOf = (id: string) => states.find((row) => row.id === id);
    expect(stateOf(due.ending)).toMatchObject({ status: 'active', closedAt: null });
    expect(stateOf(due.opening)).toMatchObject({ status: 'upcoming' });
    expect(stateOf(control)).toMatchObject({ status: 'ended' });
    const told = await db
      .select({ event: notifications.event, listingId: notifications.listingId })
      .from(notifications)
      .where(eq(notifications.recipientId, member.id));
    expect(told.filter((row) => Object.values(due).includes(row.listingId ?? ''))).toEqual([]);
  });
});
