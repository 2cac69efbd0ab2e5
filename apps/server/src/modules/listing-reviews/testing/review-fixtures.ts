import { eq } from 'drizzle-orm';
import { insertListing } from '../../../../test/fixtures/listings.ts';
import type { Db } from '../../../db/client.ts';
import { listingDocuments } from '../../../db/schema/documents.ts';
import { listings } from '../../../db/schema/listings.ts';
import { packageCredits, packagePurchases } from '../../../db/schema/listing-packages.ts';

type NewListing = typeof listings.$inferInsert;

/**
 * A completed package purchase of `count` credits for the firm, each available until
 * `expiresAt` (the packages helper builds the real purchase; these tests only need credits).
 */
export async function insertCredits(
  db: Db,
  input: { firmId: string; count: number; expiresAt: Date; purchasedBy?: string },
): Promise<string[]> {
  const [purchase] = await db
    .insert(packagePurchases)
    .values({
      firmId: input.firmId,
      packageName: 'Deneme Paketi',
      listingCount: input.count,
      validityDays: 90,
      price: 1_000_00,
      status: 'completed',
      purchasedBy: input.purchasedBy ?? null,
      completedAt: new Date(input.expiresAt.getTime() - 90 * 24 * 60 * 60 * 1000),
      expiresAt: input.expiresAt,
    })
    .returning({ id: packagePurchases.id });
  if (!purchase) throw new Error('purchase insert returned no row');
  const rows = await db
    .insert(packageCredits)
    .values(
      Array.from({ length: input.count }, () => ({
        purchaseId: purchase.id,
        firmId: input.firmId,
        expiresAt: input.expiresAt,
      })),
    )
    .returning({ id: packageCredits.id });
  return rows.map((row) => row.id);
}

/**
 * A firm's listing sent for approval as 'Onaya Gönder' leaves it: `submitted`, with a credit
 * reserved for it (a fresh one-credit purchase), taşınmaz no and authorisation basis filled.
 */
export async function insertSubmittedListing(
  db: Db,
  input: { firmId: string; submittedAt: Date; creditExpiresAt?: Date } & Omit<
    Partial<NewListing>,
    'firmId' | 'submittedAt'
  >,
): Promise<{ listingId: string; creditId: string }> {
  const { firmId, submittedAt, creditExpiresAt, ...values } = input;
  const listingId = await insertListing(db, {
    firmId,
    publication: 'submitted',
    submittedAt,
    tasinmazNo: '123456789',
    authorisationBasis: 'authorised',
    depositAmount: 0,
    ...values,
  });
  const [creditId] = await insertCredits(db, {
    firmId,
    count: 1,
    expiresAt: creditExpiresAt ?? new Date(submittedAt.getTime() + 60 * 24 * 60 * 60 * 1000),
  });
  if (!creditId) throw new Error('no credit inserted');
  await db
    .update(packageCredits)
    .set({ state: 'reserved', listingId, reservedAt: submittedAt })
    .where(eq(packageCredits.id, creditId));
  return { listingId, creditId };
}

/** A document row of a listing (the file itself is written by the test when it downloads it). */
export async function insertListingDocument(
  db: Db,
  values: { listingId: string; kind: string; storageKey: string; fileName?: string },
): Promise<string> {
  const [row] = await db
    .insert(listingDocuments)
    .values({
      listingId: values.listingId,
      kind: values.kind,
      fileName: values.fileName ?? `${values.kind}.pdf`,
      contentType: 'application/pdf',
      size: 9,
      storageKey: values.storageKey,
    })
    .returning({ id: listingDocuments.id });
  if (!row) throw new Error('document insert returned no row');
  return row.id;
}
