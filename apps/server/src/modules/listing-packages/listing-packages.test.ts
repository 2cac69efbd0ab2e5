import type { AdminPackage, AdminPackageAction } from '@arsamezat/shared/admin/admin-packages';
import type { AdminPaymentsPage } from '@arsamezat/shared/admin/admin-payments';
import type {
  FirmPackagesPage,
  PackageReceipt,
  StartPackagePurchaseResponse,
} from '@arsamezat/shared/firms/listing-packages';
import type { PaymentResult } from '@arsamezat/shared/trading/payments';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../../../test/helpers/app.ts';
import { auditLog, packageCredits, packagePurchases, payments } from '../../db/schema.ts';
import { signedInTrader, type ErrorBody, type Trader } from '../bids/testing/trading-fixtures.ts';
import { addFirmMember, insertFirm } from '../firms/testing/firm-fixtures.ts';
import {
  answerChallenge,
  DECLINED_CARD,
  followToCallback,
  GOOD_CARD,
  PAYMENT_TEST_NOW,
} from '../payments/testing/sandbox-journey.ts';
import { insertPackage } from './testing/package-fixtures.ts';

const NOW = PAYMENT_TEST_NOW;
const DAY = 86_400_000;
let t: TestApp;
let admin: Trader;
let owner: Trader;
let staff: Trader;
let firmId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, trader?: Trader, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: csrfHeaders(...(trader ? [trader.cookie] : [])),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const error = (res: LightMyRequestResponse) => res.json<ErrorBody>().error;
const PACKAGE = {
  name: '10 İlan Paketi',
  listingCount: 10,
  validityDays: 180,
  price: 4_000_00,
  active: true,
};

async function newFirmOwner(
  firstName: string,
  status: 'approved' | 'pending' | 'suspended' = 'approved',
) {
  const trader = await signedInTrader(t.database.db, NOW, { firstName, lastName: 'Kaya' });
  const id = await insertFirm(t.database.db, {
    ownerId: trader.id,
    title: `${firstName} Emlak A.Ş.`,
    status,
  });
  return { trader, firmId: id };
}

const startPurchase = (trader: Trader | undefined, packageId: string, card: unknown = GOOD_CARD) =>
  call('POST', `/api/firm/packages/${packageId}/purchases`, trader, { card });

/** Start, confirm at the sandbox bank, return through the callback. */
async function buy(trader: Trader, packageId: string) {
  const res = await startPurchase(trader, packageId);
  expect(res.statusCode).toBe(201);
  const started = res.json<StartPackagePurchaseResponse>();
  const bank = await answerChallenge(t, started.paymentLink, { action: 'confirm', code: '123456' });
  const callback = await followToCallback(t, bank);
  return { started, bank, callback };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signedInTrader(t.database.db, NOW, {
    firstName: 'Yönetici',
    lastName: 'Bir',
    role: 'admin',
  });
  const firm = await newFirmOwner('Selin');
  owner = firm.trader;
  firmId = firm.firmId;
  staff = await signedInTrader(t.database.db, NOW, { firstName: 'Deniz', lastName: 'Acar' });
  await addFirmMember(t.database.db, {
    firmId,
    userId: staff.id,
    role: 'staff',
    addedBy: owner.id,
  });
});
afterAll(() => t.close());

describe("/api/admin/packages ('Paketler')", () => {
  it('creates, lists and edits a package, audited; refuses bad input with a Turkish message', async () => {
    const created = await call('POST', '/api/admin/packages', admin, PACKAGE);
    expect(created.statusCode).toBe(201);
    const body = created.json<AdminPackageAction>();
    expect(body.message).toBe('Paket oluşturuldu.');
    expect(body.package).toMatchObject({ ...PACKAGE, soldCount: 0 });
    const id = body.package?.id ?? '';

    for (const [bad, message] of [
      [{ ...PACKAGE, name: '' }, 'Paket adı zorunludur.'],
      [{ ...PACKAGE, name: 'x'.repeat(101) }, 'Paket adı en fazla 100 karakter olabilir.'],
      [{ ...PACKAGE, listingCount: 0 }, 'İlan sayısı 1 ile 1000 arasında bir tam sayı olmalıdır.'],
      [
        { ...PACKAGE, listingCount: 1001 },
        'İlan sayısı 1 ile 1000 arasında bir tam sayı olmalıdır.',
      ],
      [
        { ...PACKAGE, validityDays: 731 },
        'Geçerlilik süresi 1 ile 730 gün arasında bir tam sayı olmalıdır.',
      ],
      [{ ...PACKAGE, price: 12.5 }, 'Geçerli bir fiyat girin.'],
      [{ ...PACKAGE, price: 0 }, 'Geçerli bir fiyat girin.'],
    ] as const) {
      const res = await call('PUT', `/api/admin/packages/${id}`, admin, bad);
      expect(res.statusCode).toBe(400);
      expect(error(res).message).toBe(message);
    }

    const edited = await call('PUT', `/api/admin/packages/${id}`, admin, {
      ...PACKAGE,
      price: 4_500_00,
      active: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminPackageAction>().package).toMatchObject({
      price: 4_500_00,
      active: false,
    });

    const list = await call('GET', '/api/admin/packages', admin);
    expect(list.json<{ items: AdminPackage[] }>().items.find((p) => p.id === id)?.price).toBe(
      4_500_00,
    );
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['package.create', 'package.update']);
    expect(
      (
        await call(
          'PUT',
          '/api/admin/packages/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
          admin,
          PACKAGE,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/packages', owner)).statusCode).toBe(403);
  });

  it('deletes a package nobody bought; one with a purchase is deactivated instead', async () => {
    const unsold = await insertPackage(t.database.db);
    const gone = await call('DELETE', `/api/admin/packages/${unsold}`, admin);
    expect(gone.json<AdminPackageAction>()).toEqual({ message: 'Paket silindi.', package: null });

    const sold = await insertPackage(t.database.db, { name: 'Satılmış Paket' });
    await buy(owner, sold);
    const kept = await call('DELETE', `/api/admin/packages/${sold}`, admin);
    expect(kept.statusCode).toBe(200);
    expect(kept.json<AdminPackageAction>().package).toMatchObject({
      id: sold,
      active: false,
      soldCount: 1,
    });
  });
});

describe('buying a package', () => {
  it('goes through the sandbox bank: a completed purchase, its credits and a receipt, once', async () => {
    const packageId = await insertPackage(t.database.db, {
      name: '3 İlan',
      listingCount: 3,
      validityDays: 30,
      price: 1_500_00,
    });
    const { started, bank, callback } = await buy(owner, packageId);
    expect(callback.statusCode).toBe(303);

    const [purchase] = await t.database.db
      .select()
      .from(packagePurchases)
      .where(eq(packagePurchases.id, started.purchaseId));
    expect(purchase).toMatchObject({
      status: 'completed',
      firmId,
      packageName: '3 İlan',
      listingCount: 3,
      price: 1_500_00,
      purchasedBy: owner.id,
    });
    expect(purchase?.receiptNo).toMatch(/^PKT-20260505-[0-9A-F]{12}$/);
    expect(purchase?.expiresAt?.toISOString()).toBe(
      new Date(NOW.getTime() + 30 * DAY).toISOString(),
    );
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.packagePurchaseId, started.purchaseId));
    expect(payment).toMatchObject({
      status: 'completed',
      listingId: null,
      amount: 1_500_00,
      userId: owner.id,
    });
    const credits = () =>
      t.database.db
        .select()
        .from(packageCredits)
        .where(eq(packageCredits.purchaseId, started.purchaseId));
    expect(await credits()).toHaveLength(3);
    expect(
      (await credits()).every(
        (c) => c.state === 'available' && c.expiresAt.getTime() === purchase?.expiresAt?.getTime(),
      ),
    ).toBe(true);

    // The bank's return replayed, and a forged one: nothing more.
    await followToCallback(t, bank);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        conversationId: started.orderId,
        status: 'success',
        paymentId: 'x',
      }).toString(),
    });
    expect(forged.statusCode).toBe(303);
    expect(await credits()).toHaveLength(3);

    // The result screen: a package payment has no listing.
    const result = await call('GET', `/api/payments/result?orderId=${started.orderId}`, owner);
    expect(result.json<PaymentResult>()).toMatchObject({
      paymentSuccessful: true,
      payment: { listingId: null },
    });

    const page = (await call('GET', '/api/firm/packages', staff)).json<FirmPackagesPage>();
    expect(page.credits.available).toBeGreaterThanOrEqual(3);
    expect(page.purchases.find((p) => p.id === started.purchaseId)).toMatchObject({
      status: 'completed',
      purchasedBy: 'Selin Kaya',
      receiptNo: purchase?.receiptNo,
    });

    const receipt = await call(
      'GET',
      `/api/firm/package-purchases/${started.purchaseId}/receipt`,
      staff,
    );
    expect(receipt.json<PackageReceipt>()).toMatchObject({
      receiptNo: purchase?.receiptNo,
      firm: { title: 'Selin Emlak A.Ş.', taxOffice: 'Selçuklu' },
      packageName: '3 İlan',
      listingCount: 3,
      amount: 1_500_00,
      orderId: started.orderId,
      provider: 'sandbox',
    });
    expect(receipt.json<PackageReceipt>().transactionId).toBeTruthy();

    // Another firm sees neither the receipt nor the purchase.
    const other = await newFirmOwner('Burak');
    const foreign = await call(
      'GET',
      `/api/firm/package-purchases/${started.purchaseId}/receipt`,
      other.trader,
    );
    expect(foreign.statusCode).toBe(404);
    const otherPage = (
      await call('GET', '/api/firm/packages', other.trader)
    ).json<FirmPackagesPage>();
    expect(otherPage.purchases).toEqual([]);
    expect(otherPage.credits.available).toBe(0);
  });

  it('lets staff buy and records who bought', async () => {
    const packageId = await insertPackage(t.database.db, { name: 'Personel Paketi' });
    const { started } = await buy(staff, packageId);
    const [purchase] = await t.database.db
      .select()
      .from(packagePurchases)
      .where(eq(packagePurchases.id, started.purchaseId));
    expect(purchase).toMatchObject({ status: 'completed', purchasedBy: staff.id, firmId });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, started.purchaseId));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual(
      expect.arrayContaining([
        ['package.purchase_started', staff.id],
        ['package.purchase_completed', staff.id],
      ]),
    );
  });

  it('fails the purchase without credits when the card is declined or the buyer cancels', async () => {
    const packageId = await insertPackage(t.database.db, { name: 'Reddedilen' });
    const declined = (
      await startPurchase(owner, packageId, DECLINED_CARD)
    ).json<StartPackagePurchaseResponse>();
    await followToCallback(
      t,
      await answerChallenge(t, declined.paymentLink, { action: 'confirm', code: '123456' }),
    );
    const cancelledStart = (
      await startPurchase(owner, packageId)
    ).json<StartPackagePurchaseResponse>();
    const bank = await answerChallenge(t, cancelledStart.paymentLink, { action: 'cancel' });
    await followToCallback(t, bank);
    const rows = await t.database.db
      .select()
      .from(packagePurchases)
      .where(eq(packagePurchases.packageId, packageId));
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
    const credits = await t.database.db
      .select()
      .from(packageCredits)
      .where(eq(packageCredits.purchaseId, cancelledStart.purchaseId));
    expect(credits).toEqual([]);
    const receipt = await call(
      'GET',
      `/api/firm/package-purchases/${cancelledStart.purchaseId}/receipt`,
      owner,
    );
    expect(receipt.statusCode).toBe(404);
  });

  it('refuses a guest, a member of no firm, a firm not approved, and a package not on sale', async () => {
    const packageId = await insertPackage(t.database.db);
    expect((await startPurchase(undefined, packageId)).statusCode).toBe(401);
    const member = await signedInTrader(t.database.db, NOW, { firstName: 'Ali', lastName: 'Veli' });
    const none = await startPurchase(member, packageId);
    expect(error(none).code).toBe('FIRM_REQUIRED');
    for (const status of ['pending', 'suspended'] as const) {
      const firm = await newFirmOwner(`Firma${status}`, status);
      const res = await startPurchase(firm.trader, packageId);
      expect(res.statusCode).toBe(403);
      expect(error(res).code).toBe('FIRM_NOT_APPROVED');
    }
    const off = await insertPackage(t.database.db, { active: false });
    const inactive = await startPurchase(owner, off);
    expect(inactive.statusCode).toBe(409);
    expect(error(inactive).message).toBe('Bu paket artık satışta değil.');
    expect((await startPurchase(owner, '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f')).statusCode).toBe(
      404,
    );
    const page = (await call('GET', '/api/firm/packages', owner)).json<FirmPackagesPage>();
    expect(page.packages.some((p) => p.id === off)).toBe(false);
  });
});

describe('the operator sees package sales', () => {
  it('on the payments list (kind, firm) and in the CSV', async () => {
    const packageId = await insertPackage(t.database.db, { name: 'Kurumsal 20' });
    const { started } = await buy(owner, packageId);
    const list = await call('GET', '/api/admin/payments?kind=package', admin);
    const sale = list.json<AdminPaymentsPage>().items.find((p) => p.orderId === started.orderId);
    expect(sale).toMatchObject({
      kind: 'package',
      listing: null,
      packageSale: { firmId, firmTitle: 'Selin Emlak A.Ş.', packageName: 'Kurumsal 20' },
      status: 'completed',
    });
    const deposits = await call('GET', '/api/admin/payments?kind=deposit', admin);
    expect(deposits.json<AdminPaymentsPage>().items.some((p) => p.kind === 'package')).toBe(false);
    const csv = await call('GET', '/api/admin/payments/export.csv', admin);
    const line = csv.body.split('\r\n').find((l) => l.includes(started.orderId));
    expect(line).toMatch(/^Selin Kaya;.*;İlan Paketi$/);
    expect(line).toContain('Selin Emlak A.Ş. — Kurumsal 20');
  });
});
