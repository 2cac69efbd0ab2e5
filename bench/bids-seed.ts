/** Bench data for bench/bids.ts: bidders with sessions, and hot auctions they hold deposits on. */
import { randomInt } from 'node:crypto';
import type { Db } from '../apps/server/src/db/client.ts';
import { listings } from '../apps/server/src/db/schema/listings.ts';
import { deposits } from '../apps/server/src/db/schema/trading.ts';
import { sessions, users } from '../apps/server/src/db/schema/users.ts';
import { hashToken, randomToken } from '../apps/server/src/lib/tokens.ts';

export type Bidder = { id: string; token: string };

export async function seedBidders(db: Db, count: number): Promise<Bidder[]> {
  const now = new Date();
  const bidders: Bidder[] = [];
  for (let i = 0; i < count; i++) {
    const [user] = await db
      .insert(users)
      .values({
        phone: `5${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
        passwordHash: 'bench',
        firstName: `Teklifçi${i}`,
        lastName: 'Deneme',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned no row');
    const token = randomToken();
    await db.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
    });
    bidders.push({ id: user.id, token });
  }
  return bidders;
}

/** An auction open for a day, every bidder holding a completed deposit on it. */
export async function seedHotAuction(
  db: Db,
  bidders: Bidder[],
  startingPrice: number,
  minIncrement: number,
): Promise<string> {
  const now = Date.now();
  const [row] = await db
    .insert(listings)
    .values({
      listingType: 'auction',
      title: 'Sıcak ihale',
      city: 'Kütahya',
      location: 'Merkez, Kütahya',
      startingPrice,
      minIncrement,
      startsAt: new Date(now - 60 * 60 * 1000),
      endsAt: new Date(now + 24 * 60 * 60 * 1000),
      status: 'active',
    })
    .returning({ id: listings.id });
  if (!row) throw new Error('listing insert returned no row');
  await db.insert(deposits).values(
    bidders.map((b) => ({
      listingId: row.id,
      userId: b.id,
      amount: 0,
      status: 'completed' as const,
    })),
  );
  return row.id;
}
