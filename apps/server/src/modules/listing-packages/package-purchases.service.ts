import { randomInt } from 'node:crypto';
import {
  buildPackageOrderId,
  type FirmPackagesPage,
  type PackageReceipt,
  type StartPackagePurchaseResponse,
} from '@arsamezat/shared/firms/listing-packages';
import type { Card } from '@arsamezat/shared/trading/deposits';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  type PaymentProvider,
} from '../../providers/payments/payment-provider.ts';
import { paymentBuyer } from '../../providers/payments/payment-provider.ts';
import { sealPage } from '../../providers/payments/three-ds-seal.ts';
import { recordAudit } from '../audit/index.ts';
import { requireApprovedFirm, requireFirmMember } from '../firms/index.ts';
import type { IdentityService } from '../identity/index.ts';
import { packageErrors } from './package-errors.ts';
import {
  countFirmCredits,
  findPackageForSale,
  findReceipt,
  insertPurchase,
  selectActivePackages,
  selectBuyerContact,
  selectExpiredCredits,
  selectFirmPurchases,
} from './package-purchases.repository.ts';

/**
 * The payment rows are the payments module's; it hands these in (services.ts) rather than this
 * module importing it, because the payments module calls this one when a payment settles.
 */
export type PaymentAttempts = {
  open: (
    tx: Tx,
    attempt: {
      userId: string;
      listingId: null;
      depositId: null;
      packagePurchaseId: string;
      orderId: string;
      provider: string;
      amount: number;
      now: Date;
    },
  ) => Promise<string>;
  keepThreeDsPage: (db: Db, paymentId: string, sealed: string) => Promise<void>;
  fail: (
    db: Db,
    payment: { id: string; depositId: null; orderId: string; packagePurchaseId: string },
    reason: string,
    now: Date,
  ) => Promise<boolean>;
};

type Deps = {
  db: Db;
  clock: () => Date;
  provider: PaymentProvider;
  /** Our callback endpoint, absolute (the provider sends the browser there). */
  callbackUrl: string;
  log: FastifyBaseLogger;
  identity: Pick<IdentityService, 'payerIdentity'>;
  attempts: PaymentAttempts;
};

const fullName = (row: { firstName: string | null; lastName: string | null }) =>
  row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim();

/**
 * A firm buying listing packages (issue 28): the page's data, the card payment through the
 * deposit's 3-D Secure flow (the payments module completes it once, with the credits), and the
 * receipt. Every call asks the member's own firm; a purchase is looked up within it.
 */
export function createPackagePurchaseService(deps: Deps) {
  const { db, clock, provider, callbackUrl, log, identity, attempts } = deps;

  async function getFirmPackages(userId: string): Promise<FirmPackagesPage> {
    const membership = await requireFirmMember(db, userId);
    const now = clock();
    const [packages, credits, expired, purchases] = await Promise.all([
      selectActivePackages(db),
      countFirmCredits(db, membership.firmId, now),
      selectExpiredCredits(db, membership.firmId, now),
      selectFirmPurchases(db, membership.firmId),
    ]);
    return {
      firm: { title: membership.firmTitle },
      packages,
      credits: {
        available: credits.available,
        nextExpiry: credits.nextExpiry ? new Date(credits.nextExpiry).toISOString() : null,
        reserved: credits.reserved,
        used: credits.used,
        expired: expired.map((e) => ({
          expiresAt: e.expiresAt.toISOString(),
          count: e.count,
        })),
      },
      purchases: purchases.map((p) => ({
        id: p.id,
        packageName: p.packageName,
        listingCount: p.listingCount,
        validityDays: p.validityDays,
        amount: p.amount,
        status: p.status,
        receiptNo: p.receiptNo,
        purchasedBy: fullName(p),
        createdAt: p.createdAt.toISOString(),
        completedAt: p.completedAt?.toISOString() ?? null,
        expiresAt: p.expiresAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * Opens a pending purchase (the package's terms copied, who bought it) and its payment in one
   * transaction, then hands the card to the provider. The owner and staff of an approved firm
   * may buy; the buyer the provider sees is that member, by their verified identity.
   */
  async function startPurchase(
    userId: string,
    packageId: string,
    card: Card,
    ip: string,
  ): Promise<StartPackagePurchaseResponse> {
    const now = clock();
    const attempt = await db.transaction(async (tx) => {
      const membership = await requireApprovedFirm(tx, userId);
      const pkg = await findPackageForSale(tx, packageId);
      if (!pkg) throw packageErrors.notFound();
      if (!pkg.active) throw packageErrors.inactive();
      const payer = await identity.payerIdentity(tx, userId);
      if (!payer) throw packageErrors.identityRequired();
      const buyer = await selectBuyerContact(tx, userId);
      if (!buyer) throw packageErrors.identityRequired();
      const purchaseId = await insertPurchase(tx, {
        firmId: membership.firmId,
        packageId: pkg.id,
        packageName: pkg.name,
        listingCount: pkg.listingCount,
        validityDays: pkg.validityDays,
        price: pkg.price,
        purchasedBy: userId,
        now,
      });
      const orderId = buildPackageOrderId(purchaseId, userId, now, randomInt(36 ** 3).toString(36));
      const paymentId = await attempts.open(tx, {
        userId,
        listingId: null,
        depositId: null,
        packagePurchaseId: purchaseId,
        orderId,
        provider: provider.name,
        amount: pkg.price,
        now,
      });
      await recordAudit(tx, {
        actorId: userId,
        action: 'package.purchase_started',
        entityType: 'package_purchase',
        entityId: purchaseId,
        before: null,
        after: {
          firmId: membership.firmId,
          packageId: pkg.id,
          packageName: pkg.name,
          listingCount: pkg.listingCount,
          validityDays: pkg.validityDays,
          price: pkg.price,
          orderId,
        },
      });
      return { purchaseId, paymentId, orderId, pkg, payer, buyer };
    });

    const { purchaseId, paymentId, orderId, pkg, payer, buyer } = attempt;
    try {
      const started = await provider.start({
        orderId,
        amount: pkg.price,
        card,
        // The verified name and registered address, and the number the provider requires.
        buyer: paymentBuyer(buyer, payer, ip),
        // iyzico's basket item is the package (issue 28), not a deposit.
        item: { id: pkg.id, name: pkg.name, category: 'İlan Paketi' },
        callbackUrl,
      });
      if (started.kind === 'redirect') return { paymentLink: started.url, orderId, purchaseId };
      const { sealed, key } = sealPage(started.html);
      await attempts.keepThreeDsPage(db, paymentId, sealed);
      return { paymentLink: `/api/payments/${paymentId}/3ds?k=${key}`, orderId, purchaseId };
    } catch (error) {
      // The payment fails, and with it the purchase (no credits).
      const declined = error instanceof PaymentDeclinedError;
      const reason = declined ? error.message : 'Ödeme sağlayıcısına ulaşılamadı.';
      await attempts.fail(
        db,
        { id: paymentId, depositId: null, orderId, packagePurchaseId: purchaseId },
        reason,
        clock(),
      );
      if (declined) throw packageErrors.declined(error.message);
      const detail =
        error instanceof PaymentProviderError
          ? { name: error.name, message: error.message }
          : { name: error instanceof Error ? error.name : 'unknown' };
      log.error({ orderId, provider: provider.name, err: detail }, 'package payment start failed');
      throw packageErrors.provider();
    }
  }

  async function getReceipt(userId: string, purchaseId: string): Promise<PackageReceipt> {
    const membership = await requireFirmMember(db, userId);
    const row = await findReceipt(db, membership.firmId, purchaseId);
    if (!row?.receiptNo || !row.completedAt || !row.expiresAt) {
      throw packageErrors.purchaseNotFound();
    }
    return {
      receiptNo: row.receiptNo,
      firm: {
        title: row.firmTitle,
        taxOffice: row.taxOffice,
        taxNumber: row.taxNumber,
        address: row.address,
      },
      packageName: row.packageName,
      listingCount: row.listingCount,
      validityDays: row.validityDays,
      amount: row.amount,
      paidAt: row.completedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      purchasedBy: fullName(row),
      orderId: row.orderId,
      transactionId: row.transactionId,
      provider: row.provider,
    };
  }

  return { getFirmPackages, startPurchase, getReceipt };
}

export type PackagePurchaseService = ReturnType<typeof createPackagePurchaseService>;
