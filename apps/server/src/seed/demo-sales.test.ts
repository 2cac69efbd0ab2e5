import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winPayment } from '@arsamezat/shared/member/win-payment';
import { SALE_SETTINGS_DEFAULTS } from '@arsamezat/shared/sales/sale';
import { createTestDatabase } from '../../test/helpers/database.ts';
import { createDiskStorage } from '../providers/storage/disk-storage.ts';
import type { Database } from '../db/client.ts';
import { listings } from '../db/schema/listings.ts';
import { saleDocuments, saleEvents, sales, userStrikes } from '../db/schema/sales.ts';
import { deposits } from '../db/schema/trading.ts';
import { seedDemoContent } from './seed-demo.ts';

/*
 * The demo's sales (issue 29): `npm start` shows the pipeline — a sale at every step, on the sold
 * listings, with timelines, deadlines and deposits that agree with the rules of decisions 073–075.
 */
const now = new Date('2026-06-15T09:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let database: Database;
let dir: string;
let documents: ReturnType<typeof createDiskStorage>;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arsamezat-seed-sales-'));
  documents = createDiskStorage({ dir: path.join(dir, 'documents'), publicPath: '/private' });
  await seedDemoContent({
    db: database.db,
    storage: createDiskStorage({ dir, publicPath: '/uploads' }),
    documents,
    now,
    log: { info: () => undefined } as never,
    imageCacheDir: path.join(dir, 'cache'),
  });
}, 120_000);
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const allSales = () => database.db.select().from(sales).orderBy(asc(sales.createdAt));
const eventsOf = async (saleId: string) =>
  (
    await database.db
      .select()
      .from(saleEvents)
      .where(eq(saleEvents.saleId, saleId))
      .orderBy(asc(saleEvents.createdAt))
  ).map((e) => e.kind);

describe('demo sales', () => {
  it('opens one sale for every sold listing, for its winner at its price', async () => {
    const rows = await allSales();
    const sold = (await database.db.select().from(listings)).filter((l) => l.winnerId);
    expect(rows).toHaveLength(sold.length);
    for (const listing of sold) {
      const sale = rows.find((s) => s.listingId === listing.id);
      expect(sale).toMatchObject({
        buyerId: listing.winnerId,
        price: listing.finalPrice,
        firmId: listing.firmId,
        origin: listing.listingType === 'offer' ? 'offer' : 'auction',
        createdAt: listing.closedAt,
      });
      const fee = winPayment(listing.listingType, sale!.price, sale!.serviceFee);
      expect(sale!.balanceDue).toBe(fee.toOwner);
      expect(sale!.number).toMatch(/^SAT-2026-\d{6}$/);
    }
    // Most of them on the demo firms' listings, some on the operator's.
    expect(rows.filter((s) => s.firmId).length).toBeGreaterThanOrEqual(6);
  });

  it('has a sale at every step, each with the timeline that led there', async () => {
    const rows = await allSales();
    const at = (step: string) => rows.filter((s) => s.step === step);
    const confirming = at('buyer_confirmation');
    expect(confirming).toHaveLength(2);
    expect(confirming.filter((s) => s.stepDeadline! < now)).toHaveLength(1); // overdue
    for (const sale of confirming) {
      expect(sale.stepDeadline!.getTime() - sale.createdAt.getTime()).toBe(
        SALE_SETTINGS_DEFAULTS.buyerConfirmationHours * HOUR,
      );
      expect(await eventsOf(sale.id)).toEqual(['created']);
    }

    const securing = at('payment_security');
    expect(securing.map((s) => s.paymentReference === null).sort()).toEqual([false, true]);
    for (const sale of securing) {
      expect(sale.stepDeadline!.getTime() - sale.buyerConfirmedAt!.getTime()).toBe(
        SALE_SETTINGS_DEFAULTS.paymentSecurityDays * DAY,
      );
      expect(sale.stepDeadline! > now).toBe(true);
      expect(await eventsOf(sale.id)).toEqual(
        sale.paymentReference
          ? ['created', 'buyer_confirmed', 'payment_entered']
          : ['created', 'buyer_confirmed'],
      );
    }

    const [appointment] = at('title_appointment');
    expect(appointment!.appointmentAt! > now).toBe(true);
    expect(appointment!.appointmentOffice).toMatch(/Tapu Müdürlüğü$/);
    expect(appointment!.stepDeadline!.getTime()).toBe(
      appointment!.paymentConfirmedAt!.getTime() +
        SALE_SETTINGS_DEFAULTS.titleAppointmentDays * DAY,
    );
    expect(await eventsOf(appointment!.id)).toEqual([
      'created',
      'buyer_confirmed',
      'payment_entered',
      'payment_confirmed',
      'runner_up_released',
      'appointment_set',
    ]);

    const [completed] = at('completed');
    expect(completed!.completedAt! > completed!.appointmentAt!).toBe(true);
    expect(await eventsOf(completed!.id)).toEqual([
      'created',
      'buyer_confirmed',
      'payment_entered',
      'payment_confirmed',
      'runner_up_released',
      'appointment_set',
      'completed',
    ]);
    const [listing] = await database.db
      .select()
      .from(listings)
      .where(eq(listings.id, completed!.listingId));
    expect(listing?.status).toBe('sold');

    const [cancelled] = at('cancelled');
    expect(cancelled).toMatchObject({ endReason: 'pre_emption', runnerUpStatus: 'released' });
    const [parcel] = await database.db
      .select()
      .from(listings)
      .where(eq(listings.id, cancelled!.listingId));
    expect(parcel?.documentType).toBe('Hisseli Tapu');
    expect((await eventsOf(cancelled!.id)).slice(-2)).toEqual(['cancelled', 'runner_up_released']);
  });

  it('attaches the completed sale’s title deed, a real image in the private storage', async () => {
    const [completed] = (await allSales()).filter((s) => s.step === 'completed');
    const docs = await database.db
      .select()
      .from(saleDocuments)
      .where(eq(saleDocuments.saleId, completed!.id));
    expect(docs.map((d) => d.kind)).toEqual(['title_deed']);
    const file = await documents.read(docs[0]!.storageKey!);
    expect(file?.length).toBe(docs[0]!.sizeBytes);
    expect((await sharp(file!).metadata()).format).toBe('png');
  });

  it('defaults one buyer with a strike and offers the sale to the runner-up at their bid', async () => {
    const [defaulted] = (await allSales()).filter((s) => s.step === 'defaulted');
    expect(defaulted).toMatchObject({
      endReason: 'confirmation_missed',
      runnerUpStatus: 'offered',
    });
    expect(defaulted!.endedAt!.getTime()).toBeGreaterThan(
      defaulted!.createdAt.getTime() + SALE_SETTINGS_DEFAULTS.buyerConfirmationHours * HOUR,
    );
    expect(defaulted!.runnerUpDeadline! > now).toBe(true);
    expect(defaulted!.runnerUpDeadline! <= defaulted!.runnerUpHoldUntil!).toBe(true);
    expect(await eventsOf(defaulted!.id)).toEqual(['created', 'defaulted', 'runner_up_offered']);
    const strikes = await database.db.select().from(userStrikes);
    expect(strikes).toEqual([
      expect.objectContaining({ userId: defaulted!.buyerId, saleId: defaulted!.id }),
    ]);
    expect(defaulted!.runnerUpAmount).toBeLessThan(defaulted!.price);
  });

  it('keeps deposits consistent: the fee held or refunded by the outcome, the runner-up held or released', async () => {
    const all = await database.db.select().from(deposits);
    const byId = new Map(all.map((d) => [d.id, d]));
    const twoDaysAgo = new Date(now.getTime() - 2 * DAY);
    for (const sale of await allSales()) {
      const fee = byId.get(sale.depositId!);
      expect(fee).toMatchObject({ listingId: sale.listingId, userId: sale.buyerId });
      expect(sale.serviceFee).toBe(fee!.amount);
      // Refunded after a cancellation, kept once completed or defaulted (decision 079).
      const ended = sale.step === 'completed' || sale.step === 'defaulted';
      expect(fee!.status).toBe(
        sale.step === 'cancelled' ? 'refund_due' : ended ? 'kept' : 'completed',
      );
      if (!sale.runnerUpId) continue;
      const held = byId.get(sale.runnerUpDepositId!);
      expect(held?.userId).toBe(sale.runnerUpId);
      if (sale.runnerUpStatus !== 'released') expect(held?.status).toBe('completed');
      // Released: due for refund, or already refunded when the release is days old.
      else expect(held?.status).toBe(held!.refundDueAt! < twoDaysAgo ? 'refunded' : 'refund_due');
      if (sale.runnerUpStatus === 'held') expect(sale.runnerUpHoldUntil! > now).toBe(true);
    }
  });
});
