import { randomInt } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { firmMembers, firms } from '../../../db/schema.ts';

/**
 * A valid vergi kimlik numarası (10 digits, the last a check digit) drawn at random: the
 * Revenue Administration's rule, so fixtures pass the application's checksum.
 */
export function randomTaxNumber(): string {
  const digits = Array.from({ length: 9 }, () => randomInt(0, 10));
  let sum = 0;
  digits.forEach((digit, index) => {
    const step = (digit + 9 - index) % 10;
    let value = (step * 2 ** (9 - index)) % 9;
    if (step !== 0 && value === 0) value = 9;
    sum += value;
  });
  const check = (10 - (sum % 10)) % 10;
  return `${digits.join('')}${check}`;
}

export type FirmFixture = {
  ownerId: string;
  title?: string;
  status?: (typeof firms.$inferInsert)['status'];
  slug?: string;
  taxNumber?: string;
  now?: Date;
};

/** A firm with its owner, inserted directly (an approved one unless `status` says otherwise). */
export async function insertFirm(db: Db, fixture: FirmFixture): Promise<string> {
  const title = fixture.title ?? 'Deneme Gayrimenkul A.Ş.';
  const now = fixture.now ?? new Date('2026-05-01T08:00:00Z');
  const status = fixture.status ?? 'approved';
  const [row] = await db
    .insert(firms)
    .values({
      slug: fixture.slug ?? `firma-${randomInt(0, 1_000_000_000)}`,
      title,
      taxOffice: 'Selçuklu',
      taxNumber: fixture.taxNumber ?? randomTaxNumber(),
      address: 'Nişantaşı Mah. Vatan Cad. No: 12 Selçuklu / Konya',
      phone: '3322223344',
      email: 'bilgi@deneme-gayrimenkul.com.tr',
      applicantRole: 'Genel Müdür',
      status,
      appliedBy: fixture.ownerId,
      approvedAt: status === 'approved' || status === 'suspended' ? now : null,
      decidedAt: status === 'pending' ? null : now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: firms.id });
  if (!row) throw new Error('firm insert returned no row');
  await addFirmMember(db, { firmId: row.id, userId: fixture.ownerId, role: 'owner' });
  return row.id;
}

export async function addFirmMember(
  db: Db,
  member: { firmId: string; userId: string; role: 'owner' | 'staff'; addedBy?: string },
): Promise<void> {
  await db.insert(firmMembers).values({ ...member, addedBy: member.addedBy ?? null });
}
