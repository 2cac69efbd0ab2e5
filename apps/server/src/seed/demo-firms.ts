import { randomBytes, randomUUID } from 'node:crypto';
import { buildPackageOrderId } from '@arsamezat/shared/firms/listing-packages';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  firmDocuments,
  firmMembers,
  firms,
  listingPackages,
  listingVerifications,
  listings,
  packageCredits,
  packagePurchases,
  payments,
  sandboxPayments,
  users,
  userSettings,
} from '../db/schema.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { receiptNumber } from '../modules/listing-packages/index.ts';
import { DEMO_FIRM_OWNER_PHONE, DEMO_FIRMS, DEMO_PACKAGES } from './demo-firm-data.ts';
import { insertFirmDrafts } from './demo-firm-drafts.ts';
import type { DemoFirmFiles } from './demo-firm-files.ts';

/*
 * Seller firms in the demo (issue 28): two approved firms that own some of the demo listings
 * (each with its owner, a paid listing package and its credits), one of them with a draft and a
 * listing waiting for the operator's approval, and one application waiting in 'Firmalar'.
 */

const DAY = 86_400_000;

type PlannedListing = { id: string; ownerText: string | null };

/**
 * The firms, their members, documents, packages, purchases and credits, inside the seed's
 * transaction; the listings named after an approved firm become that firm's, checked by the
 * operator. Returns the demo firm owner's generated password (shown once at start).
 */
export async function insertDemoFirms(
  tx: Tx,
  input: {
    now: Date;
    adminId: string | null;
    listings: PlannedListing[];
    files: DemoFirmFiles;
    /** The id (and photos, written by the caller) of the listing waiting for approval. */
    waiting: { id: string };
  },
): Promise<{
  firms: number;
  ownerPhone: string;
  ownerPassword: string;
  ownerFirm: string;
  waitingInserted: boolean;
}> {
  const { now } = input;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const ownerPassword = randomBytes(9).toString('base64url');
  const otherHash = await hashPassword(randomBytes(18).toString('base64url'));
  const ownerHash = await hashPassword(ownerPassword);

  const packageRows = await tx
    .insert(listingPackages)
    .values(DEMO_PACKAGES.map((p) => ({ ...p, createdAt: at(-60), updatedAt: at(-60) })))
    .returning({ id: listingPackages.id, name: listingPackages.name });
  const professional = packageRows.find((p) => p.name === 'Profesyonel');
  const plan = DEMO_PACKAGES[1];

  let waitingInserted = false;
  for (const [n, firm] of DEMO_FIRMS.entries()) {
    const people = [firm.owner, ...(firm.staff ? [firm.staff] : [])];
    const created = await tx
      .insert(users)
      .values(
        people.map((person) => ({
          ...person,
          passwordHash: person.phone === DEMO_FIRM_OWNER_PHONE ? ownerHash : otherHash,
          role: 'user' as const,
          phoneVerifiedAt: at(-90),
          createdAt: at(-90 + n),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, phone: users.phone });
    if (created.length !== people.length) continue;
    await tx.insert(userSettings).values(created.map((u) => ({ userId: u.id })));
    const ownerId = created.find((u) => u.phone === firm.owner.phone)?.id ?? null;
    const staffId = created.find((u) => u.phone === firm.staff?.phone)?.id ?? null;
    const approved = firm.status === 'approved';
    const [row] = await tx
      .insert(firms)
      .values({
        slug: firm.slug,
        title: firm.title,
        taxOffice: firm.taxOffice,
        taxNumber: firm.taxNumber,
        mersisNo: firm.mersisNo,
        address: firm.address,
        phone: firm.phone,
        email: firm.email,
        applicantRole: firm.applicantRole,
        status: firm.status,
        appliedBy: ownerId,
        decidedBy: approved ? input.adminId : null,
        decidedAt: approved ? at(-75) : null,
        approvedAt: approved ? at(-75) : null,
        createdAt: approved ? at(-80) : at(-1),
        updatedAt: approved ? at(-75) : at(-1),
      })
      .returning({ id: firms.id });
    if (!row || !ownerId) continue;
    const firmId = row.id;
    await tx.insert(firmMembers).values([
      { firmId, userId: ownerId, role: 'owner', createdAt: at(-80) },
      ...(staffId
        ? [
            {
              firmId,
              userId: staffId,
              role: 'staff' as const,
              addedBy: ownerId,
              createdAt: at(-70),
            },
          ]
        : []),
    ]);
    // The documents' files exist only when the caller has a document storage to write them to.
    const files = input.files.get(firm.slug) ?? [];
    if (files.length > 0)
      await tx.insert(firmDocuments).values(
        files.map((file) => ({
          firmId,
          ...file,
          uploadedBy: ownerId,
          createdAt: approved ? at(-80) : at(-1),
        })),
      );
    if (!approved || !firm.ownerText) continue;

    // The firm's listings: those the demo catalogue names it as owner of.
    const owned = input.listings.filter((l) => l.ownerText === firm.ownerText).map((l) => l.id);
    if (owned.length > 0) {
      await tx
        .update(listings)
        .set({ firmId, authorisationBasis: 'owner', publication: 'published' })
        .where(inArray(listings.id, owned));
      await tx.insert(listingVerifications).values(
        owned.map((listingId) => ({
          listingId,
          method: 'operator_document_check',
          checkedBy: input.adminId,
          checkedAt: at(-60),
        })),
      );
    }

    // One 'Profesyonel' package bought by card 60 days ago: a credit used by each listing.
    const boughtAt = at(-60);
    const purchaseId = randomUUID();
    const [purchase] = await tx
      .insert(packagePurchases)
      .values({
        firmId,
        packageId: professional?.id ?? null,
        packageName: plan.name,
        listingCount: plan.listingCount,
        validityDays: plan.validityDays,
        price: plan.price,
        status: 'completed',
        id: purchaseId,
        receiptNo: receiptNumber(purchaseId, boughtAt),
        purchasedBy: ownerId,
        completedAt: boughtAt,
        expiresAt: new Date(boughtAt.getTime() + plan.validityDays * DAY),
        createdAt: boughtAt,
        updatedAt: boughtAt,
      })
      .returning({ id: packagePurchases.id, expiresAt: packagePurchases.expiresAt });
    if (!purchase) continue;
    const orderId = buildPackageOrderId(purchase.id, ownerId, boughtAt, 'dmo');
    const [charge] = await tx
      .insert(sandboxPayments)
      .values({
        orderId,
        amount: plan.price,
        merchant: 'ArsaMezat',
        cardLastFour: '0008',
        declines: false,
        callbackUrl: '/api/payments/callback',
        status: 'captured',
        createdAt: boughtAt,
        updatedAt: boughtAt,
      })
      .returning({ id: sandboxPayments.id });
    await tx.insert(payments).values({
      userId: ownerId,
      listingId: null,
      packagePurchaseId: purchase.id,
      orderId,
      provider: 'sandbox',
      amount: plan.price,
      netAmount: plan.price,
      status: 'completed',
      authCode: String(100000 + (boughtAt.getTime() % 900000)),
      providerPaymentId: charge?.id ?? null,
      completedAt: boughtAt,
      createdAt: boughtAt,
      updatedAt: boughtAt,
    });
    const expiresAt = purchase.expiresAt ?? at(120);
    const used = owned.slice(0, plan.listingCount);
    type Credit = {
      state: 'available' | 'reserved' | 'used';
      listingId: string | null;
      reservedAt?: Date;
      usedAt?: Date;
    };
    const credits = Array.from({ length: plan.listingCount }, (_, i): Credit => {
      const listingId = used[i] ?? null;
      return listingId
        ? { state: 'used', listingId, reservedAt: boughtAt, usedAt: at(-59) }
        : { state: 'available', listingId: null };
    });

    // The first firm also has a draft and a listing waiting for the operator (holding a credit).
    if (n === 0) {
      const waiting = await insertFirmDrafts(tx, {
        firmId,
        ownerId,
        staffId,
        now,
        waitingId: input.waiting.id,
      });
      waitingInserted = true;
      const free = credits.findIndex((c) => c.state === 'available');
      if (free >= 0)
        credits[free] = { state: 'reserved', listingId: waiting, reservedAt: at(-0.1) };
    }
    await tx.insert(packageCredits).values(
      credits.map((credit) => ({
        purchaseId: purchase.id,
        firmId,
        expiresAt,
        createdAt: boughtAt,
        ...credit,
      })),
    );
  }
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, DEMO_FIRM_OWNER_PHONE));
  return {
    firms: DEMO_FIRMS.length,
    ownerPhone: owner ? DEMO_FIRM_OWNER_PHONE : '',
    ownerPassword,
    ownerFirm: DEMO_FIRMS[0]?.title ?? '',
    waitingInserted,
  };
}
