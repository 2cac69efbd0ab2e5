import { sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { deposits } from '../../db/schema/trading.ts';

/*
 * Failed deposit payments as attempts, not deposits (issue 26). A card payment that fails leaves
 * its deposit row 'failed', and the next try opens a new row: Teminatlarım listed "Başarısız,
 * Başarısız, Tamamlandı" for one listing as if they were three deposits. Instead a failed row
 * belongs to the next deposit of the same member and listing that did not fail (the one those
 * tries led to); failed rows with none after them are one row, their latest, so a member still
 * sees that their payment did not go through. Rows are ordered by (created_at, id), the order
 * the list pages in.
 */

/** The deposits table or one of its aliases here. */
type DepositsTable = Record<'createdAt' | 'id' | 'userId' | 'listingId', AnyColumn>;

/** `a` was opened before `b`. */
const before = (a: DepositsTable, b: DepositsTable) =>
  sql`(${a.createdAt}, ${a.id}) < (${b.createdAt}, ${b.id})`;
/** The same member's deposit on the same listing. */
const sameListing = (a: DepositsTable, b: DepositsTable) =>
  sql`${a.userId} = ${b.userId} and ${a.listingId} = ${b.listingId}`;

const later = alias(deposits, 'later_deposit');
const attempt = alias(deposits, 'failed_attempt');
const kept = alias(deposits, 'kept_deposit');
/** `from` an alias: Drizzle writes an alias in SQL by its name alone. */
const deposit = (name: string) => sql`${deposits} as ${sql.identifier(name)}`;

/** A row of the member's deposits: not a failed attempt, or the latest failed one of its kind. */
export const shownAsDepositSql = sql`(${deposits.status} <> 'failed' or not exists (
  select 1 from ${deposit('later_deposit')} where ${sameListing(later, deposits)} and ${before(deposits, later)}))`;

/** The failed attempts a row stands for: the failed rows since the last row before it that did not fail. */
export const failedAttemptsSql = sql<number>`(
  select count(*) from ${deposit('failed_attempt')}
  where ${sameListing(attempt, deposits)} and ${attempt.status} = 'failed'
    and ${before(attempt, deposits)}
    and not exists (
      select 1 from ${deposit('kept_deposit')}
      where ${sameListing(kept, deposits)} and ${kept.status} <> 'failed'
        and ${before(attempt, kept)} and ${before(kept, deposits)}))`.mapWith(Number);
