import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { firmDocuments, firmMembers, firms, users } from '../../db/schema.ts';

/** The firms module's queries (issue 28): applications, documents, members, the operator's queue. */

export type FirmRow = typeof firms.$inferSelect;
export type NewFirm = typeof firms.$inferInsert;
export type FirmDocumentRow = typeof firmDocuments.$inferSelect;
export type FirmStatusValue = FirmRow['status'];

export async function selectFirm(db: Db | Tx, firmId: string): Promise<FirmRow | null> {
  const [row] = await db.select().from(firms).where(eq(firms.id, firmId));
  return row ?? null;
}

/** The firm's row, locked for the rest of the transaction (every decision and document takes it). */
export async function lockFirm(tx: Tx, firmId: string): Promise<FirmRow | null> {
  const [row] = await tx.select().from(firms).where(eq(firms.id, firmId)).for('update');
  return row ?? null;
}

/** The firm a member belongs to, with their role; null when none. */
export async function selectMemberFirm(
  db: Db | Tx,
  userId: string,
): Promise<{ firm: FirmRow; role: 'owner' | 'staff' } | null> {
  const [row] = await db
    .select({ firm: firms, role: firmMembers.role })
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .where(eq(firmMembers.userId, userId));
  return row ?? null;
}

/** Whether a live firm (any status but rejected) holds this tax number. */
export async function taxNumberInUse(db: Db | Tx, taxNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: firms.id })
    .from(firms)
    .where(and(eq(firms.taxNumber, taxNumber), ne(firms.status, 'rejected')))
    .limit(1);
  return row !== undefined;
}

export async function slugsLike(db: Db | Tx, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: firms.slug })
    .from(firms)
    .where(sql`${firms.slug} = ${base} or ${firms.slug} like ${`${base}-%`}`);
  return rows.map((row) => row.slug);
}

export async function insertFirm(tx: Tx, values: NewFirm): Promise<FirmRow> {
  const [row] = await tx.insert(firms).values(values).returning();
  if (!row) throw new Error('firm insert returned no row');
  return row;
}

export async function updateFirm(
  tx: Tx,
  firmId: string,
  values: Partial<NewFirm>,
): Promise<FirmRow> {
  const [row] = await tx.update(firms).set(values).where(eq(firms.id, firmId)).returning();
  if (!row) throw new Error('firm update returned no row');
  return row;
}

export async function deleteMembership(tx: Tx, firmId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(firmMembers)
    .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)))
    .returning({ userId: firmMembers.userId });
  return rows.length > 0;
}

export async function insertMembership(
  tx: Tx,
  member: {
    firmId: string;
    userId: string;
    role: 'owner' | 'staff';
    addedBy: string | null;
    now: Date;
  },
): Promise<void> {
  await tx.insert(firmMembers).values({
    firmId: member.firmId,
    userId: member.userId,
    role: member.role,
    addedBy: member.addedBy,
    createdAt: member.now,
  });
}

export async function insertFirmDocument(
  tx: Tx,
  values: typeof firmDocuments.$inferInsert,
): Promise<FirmDocumentRow> {
  const [row] = await tx.insert(firmDocuments).values(values).returning();
  if (!row) throw new Error('firm document insert returned no row');
  return row;
}

export function selectFirmDocuments(db: Db | Tx, firmId: string): Promise<FirmDocumentRow[]> {
  return (
    db
      .select()
      .from(firmDocuments)
      .where(eq(firmDocuments.firmId, firmId))
      // Sent together, the Yetki Belgesi first: both rows of an application share one moment.
      .orderBy(
        asc(firmDocuments.createdAt),
        sql`${firmDocuments.kind} <> 'yetki_belgesi'`,
        asc(firmDocuments.id),
      )
  );
}

export async function countFirmDocuments(tx: Tx, firmId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(firmDocuments)
    .where(eq(firmDocuments.firmId, firmId));
  return row?.n ?? 0;
}

export async function selectFirmDocument(
  db: Db | Tx,
  firmId: string,
  documentId: string,
): Promise<FirmDocumentRow | null> {
  const [row] = await db
    .select()
    .from(firmDocuments)
    .where(and(eq(firmDocuments.firmId, firmId), eq(firmDocuments.id, documentId)));
  return row ?? null;
}

const adder = alias(users, 'adder');

/** A firm's members, the owner first, then staff by when they were added. */
export function selectFirmMembers(db: Db | Tx, firmId: string) {
  return db
    .select({
      userId: firmMembers.userId,
      role: firmMembers.role,
      addedAt: firmMembers.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      adderFirstName: adder.firstName,
      adderLastName: adder.lastName,
    })
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .leftJoin(adder, eq(adder.id, firmMembers.addedBy))
    .where(eq(firmMembers.firmId, firmId))
    .orderBy(sql`${firmMembers.role} = 'owner' desc`, asc(firmMembers.createdAt))
    .limit(100);
}

export type FirmMemberRow = Awaited<ReturnType<typeof selectFirmMembers>>[number];

/** An active account (not deleted) by its phone number. */
export async function selectAccountByPhone(db: Db | Tx, phone: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function selectUserName(db: Db | Tx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

/** Waiting for the operator: İnceleniyor first (oldest first), then Eksik Belge. */
const QUEUE_STATUSES: FirmStatusValue[] = ['pending', 'needs_documents'];

export async function selectFirmsPage(
  db: Db,
  filter: { status: 'queue' | 'all' | FirmStatusValue; limit: number; offset: number },
) {
  const where: SQL | undefined =
    filter.status === 'all'
      ? undefined
      : filter.status === 'queue'
        ? inArray(firms.status, QUEUE_STATUSES)
        : eq(firms.status, filter.status);
  const order =
    filter.status === 'queue'
      ? [sql`${firms.status} = 'pending' desc`, asc(firms.createdAt), asc(firms.id)]
      : filter.status === 'all'
        ? [sql`${firms.status} = 'pending' desc`, desc(firms.updatedAt), asc(firms.id)]
        : [asc(firms.createdAt), asc(firms.id)];
  const items = await db
    .select({
      id: firms.id,
      title: firms.title,
      taxNumber: firms.taxNumber,
      status: firms.status,
      createdAt: firms.createdAt,
      decidedAt: firms.decidedAt,
      applicantFirstName: users.firstName,
      applicantLastName: users.lastName,
    })
    .from(firms)
    .leftJoin(users, eq(users.id, firms.appliedBy))
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(firms).where(where);
  const [waiting] = await db.select({ n: count() }).from(firms).where(eq(firms.status, 'pending'));
  return { items, total: total?.n ?? 0, waiting: waiting?.n ?? 0 };
}
