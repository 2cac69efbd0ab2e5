import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { firms } from '../../db/schema/firms.ts';
import { listings } from '../../db/schema/listings.ts';
import { saleDocuments, saleEvents, sales } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import type { SaleRow } from './sales.repository.ts';

/*
 * What one sale's page shows besides its own row: the listing, the people, the firm, the
 * timeline with who did each thing, the documents. Read after the step's transaction committed.
 */

type Queryable = Db | Tx;

const actors = alias(users, 'actor');

export async function readSaleContext(db: Queryable, sale: SaleRow) {
  const [listing] = await db
    .select({
      id: listings.id,
      title: listings.title,
      province: listings.city,
      district: listings.district,
      neighbourhood: listings.neighborhood,
      ada: listings.adaNo,
      parsel: listings.parselNo,
      listingType: listings.listingType,
      status: listings.status,
    })
    .from(listings)
    .where(eq(listings.id, sale.listingId));
  if (!listing) throw new Error(`sale ${sale.id}: listing ${sale.listingId} is missing`);
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.id, sale.runnerUpId ? [sale.buyerId, sale.runnerUpId] : [sale.buyerId]));
  const [firm] = sale.firmId
    ? await db
        .select({ id: firms.id, title: firms.title, slug: firms.slug })
        .from(firms)
        .where(eq(firms.id, sale.firmId))
    : [];
  const events = await db
    .select({
      id: saleEvents.id,
      kind: saleEvents.kind,
      actorRole: saleEvents.actorRole,
      detail: saleEvents.detail,
      createdAt: saleEvents.createdAt,
      actorFirstName: actors.firstName,
      actorLastName: actors.lastName,
    })
    .from(saleEvents)
    .leftJoin(actors, eq(actors.id, saleEvents.actorId))
    .where(eq(saleEvents.saleId, sale.id))
    .orderBy(asc(saleEvents.createdAt), asc(saleEvents.id));
  const documents = await db
    .select({
      id: saleDocuments.id,
      kind: saleDocuments.kind,
      number: saleDocuments.number,
      verificationCode: saleDocuments.verificationCode,
      createdAt: saleDocuments.createdAt,
    })
    .from(saleDocuments)
    .where(eq(saleDocuments.saleId, sale.id))
    .orderBy(asc(saleDocuments.createdAt), asc(saleDocuments.id));
  const [live] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(
      and(
        eq(sales.listingId, sale.listingId),
        ne(sales.id, sale.id),
        sql`${sales.step} not in ('cancelled', 'defaulted')`,
      ),
    )
    .limit(1);
  const person = (id: string | null) => people.find((p) => p.id === id) ?? null;
  return {
    listing,
    buyer: person(sale.buyerId),
    runnerUp: person(sale.runnerUpId),
    firm: firm ?? null,
    events,
    documents,
    /** A Pazarlık listing still sold, with no live sale: it may go back on the market. */
    listingRelistable:
      listing.listingType === 'offer' && listing.status === 'sold' && live === undefined,
  };
}

export type SaleContext = Awaited<ReturnType<typeof readSaleContext>>;
