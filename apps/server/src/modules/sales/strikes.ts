import type { AdminStrikes, StrikeStatus } from '@arsamezat/shared/sales/strikes';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sales, userStrikes } from '../../db/schema/sales.ts';
import { AppError } from '../../lib/errors.ts';
import { readSaleSettings } from './sales.repository.ts';

/*
 * The strike rule (issue 29, decision 073): each default ('Temerrüt') is a strike on the buyer's
 * account; `strikeLimit` strikes within `strikeWindowMonths` (the operator's settings, read at
 * the moment of asking) and the member cannot start a new deposit payment. Deposits already held
 * stay theirs; the block lifts by itself when the oldest counting strike leaves the window.
 */

type Queryable = Db | Tx;

/** `date` moved by whole calendar months (UTC), the window's edge. */
function plusMonths(date: Date, months: number): Date {
  const moved = new Date(date.getTime());
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

const ADMIN_STRIKES_SHOWN = 50;

/** The member's strikes within the window, newest first, and what they mean now. */
export async function strikeStatus(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<StrikeStatus> {
  const settings = await readSaleSettings(db);
  const since = plusMonths(now, -settings.strikeWindowMonths);
  const rows = await db
    .select({ createdAt: userStrikes.createdAt })
    .from(userStrikes)
    .where(and(eq(userStrikes.userId, userId), gt(userStrikes.createdAt, since)))
    .orderBy(desc(userStrikes.createdAt));
  const blocked = rows.length >= settings.strikeLimit;
  // The block lasts until the limit-th newest strike leaves the window.
  const edge = rows[settings.strikeLimit - 1];
  return {
    count: rows.length,
    blocked,
    until:
      blocked && edge
        ? plusMonths(edge.createdAt, settings.strikeWindowMonths).toISOString()
        : null,
  };
}

/** 403 ACCOUNT_STRIKES_BLOCKED when the member is at the limit (the deposit's start asks). */
export async function refuseStruckAccount(tx: Tx, userId: string, now: Date): Promise<void> {
  if ((await strikeStatus(tx, userId, now)).blocked) throw new AppError('ACCOUNT_STRIKES_BLOCKED');
}

/** A strike for the buyer's default on `sale`, in the default's transaction (once per sale). */
export async function recordStrike(
  tx: Tx,
  strike: { userId: string; saleId: string; reason: string; createdBy: string; now: Date },
): Promise<void> {
  await tx
    .insert(userStrikes)
    .values({
      userId: strike.userId,
      saleId: strike.saleId,
      reason: strike.reason,
      createdBy: strike.createdBy,
      createdAt: strike.now,
    })
    .onConflictDoNothing();
}

/** The member's strikes for the operator's user page: status and the latest ones. */
export async function adminStrikesOf(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<AdminStrikes> {
  const settings = await readSaleSettings(db);
  const since = plusMonths(now, -settings.strikeWindowMonths);
  const [status, rows] = await Promise.all([
    strikeStatus(db, userId, now),
    db
      .select({
        id: userStrikes.id,
        saleId: userStrikes.saleId,
        saleNumber: sales.number,
        reason: userStrikes.reason,
        createdAt: userStrikes.createdAt,
      })
      .from(userStrikes)
      .leftJoin(sales, eq(sales.id, userStrikes.saleId))
      .where(eq(userStrikes.userId, userId))
      .orderBy(desc(userStrikes.createdAt))
      .limit(ADMIN_STRIKES_SHOWN),
  ]);
  return {
    status,
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      counting: row.createdAt > since,
    })),
  };
}
