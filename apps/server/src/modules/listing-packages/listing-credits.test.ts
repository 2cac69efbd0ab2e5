import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing, insertUser } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { packageCredits } from '../../db/schema.ts';
import { insertFirm } from '../firms/testing/firm-fixtures.ts';
import { releaseListingCredit, reserveListingCredit, useListingCredit } from './index.ts';
import { insertCredits } from './testing/package-fixtures.ts';

const NOW = new Date('2026-06-01T09:00:00.000Z');
const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});
afterAll(() => t.close());

async function newFirm() {
  const ownerId = await insertUser(t.database.db, { firstName: 'Selin', lastName: 'Kaya' });
  return insertFirm(t.database.db, { ownerId });
}

/** As the firm panel calls it: in a transaction, after locking the listing row. */
const reserve = (firmId: string, listingId: string, now = NOW) =>
  t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select id from listings where id = ${listingId}::uuid for update`);
    return reserveListingCredit(tx, { firmId, listingId, now });
  });
const use = (listingId: string) =>
  t.database.db.transaction((tx) => useListingCredit(tx, { listingId, now: NOW }));
const release = (listingId: string) =>
  t.database.db.transaction((tx) => releaseListingCredit(tx, { listingId }));
const creditsOf = (firmId: string) =>
  t.database.db
    .select({
      state: packageCredits.state,
      listingId: packageCredits.listingId,
      expiresAt: packageCredits.expiresAt,
    })
    .from(packageCredits)
    .where(eq(packageCredits.firmId, firmId));

describe('listing credits', () => {
  it('reserves, uses and releases a credit exactly once', async () => {
    const firmId = await newFirm();
    await insertCredits(t.database.db, {
      firmId,
      credits: 1,
      expiresAt: new Date(NOW.getTime() + 30 * DAY),
    });
    const listingId = await insertListing(t.database.db, { status: 'upcoming' });

    expect(await reserve(firmId, listingId)).toBe(true);
    // Sent again: it keeps the credit it holds; no second credit moves.
    expect(await reserve(firmId, listingId)).toBe(true);
    expect(await creditsOf(firmId)).toMatchObject([{ state: 'reserved', listingId }]);

    expect(await release(listingId)).toBe(true);
    expect(await release(listingId)).toBe(false);
    expect(await creditsOf(firmId)).toMatchObject([{ state: 'available', listingId: null }]);

    expect(await reserve(firmId, listingId)).toBe(true);
    expect(await use(listingId)).toBe(true);
    expect(await use(listingId)).toBe(false);
    expect(await release(listingId)).toBe(false);
    expect(await creditsOf(firmId)).toMatchObject([{ state: 'used', listingId }]);
  });

  it('gives the last credit to one of two listings sent at once', async () => {
    const firmId = await newFirm();
    await insertCredits(t.database.db, {
      firmId,
      credits: 1,
      expiresAt: new Date(NOW.getTime() + 30 * DAY),
    });
    const first = await insertListing(t.database.db, { status: 'upcoming' });
    const second = await insertListing(t.database.db, { status: 'upcoming' });

    const results = await Promise.all([reserve(firmId, first), reserve(firmId, second)]);
    expect(results.slice().sort()).toEqual([false, true]);
    const credits = await creditsOf(firmId);
    expect(credits).toHaveLength(1);
    expect(credits[0]?.state).toBe('reserved');
    expect([first, second]).toContain(credits[0]?.listingId);
  });

  it('never reserves an expired credit, and spends the one expiring first', async () => {
    const firmId = await newFirm();
    await insertCredits(t.database.db, {
      firmId,
      credits: 1,
      expiresAt: new Date(NOW.getTime() - DAY),
    });
    const listingId = await insertListing(t.database.db, { status: 'upcoming' });
    expect(await reserve(firmId, listingId)).toBe(false);

    const later = new Date(NOW.getTime() + 60 * DAY);
    const sooner = new Date(NOW.getTime() + 10 * DAY);
    await insertCredits(t.database.db, { firmId, credits: 1, expiresAt: later });
    await insertCredits(t.database.db, { firmId, credits: 1, expiresAt: sooner });
    expect(await reserve(firmId, listingId)).toBe(true);
    const reserved = (await creditsOf(firmId)).find((c) => c.state === 'reserved');
    expect(reserved?.expiresAt.toISOString()).toBe(sooner.toISOString());
  });

  it('keeps the credit its own expiry when it is given back', async () => {
    const firmId = await newFirm();
    const expiresAt = new Date(NOW.getTime() + 5 * DAY);
    await insertCredits(t.database.db, { firmId, credits: 1, expiresAt });
    const listingId = await insertListing(t.database.db, { status: 'upcoming' });
    expect(await reserve(firmId, listingId)).toBe(true);
    expect(await release(listingId)).toBe(true);
    const [credit] = await creditsOf(firmId);
    expect(credit).toMatchObject({ state: 'available', listingId: null });
    expect(credit?.expiresAt.toISOString()).toBe(expiresAt.toISOString());
    // Once past that expiry it cannot be reserved again.
    expect(await reserve(firmId, listingId, new Date(expiresAt.getTime() + 1000))).toBe(false);
  });
});
