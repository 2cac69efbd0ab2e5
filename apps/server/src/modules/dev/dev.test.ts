import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { sales } from '../../db/schema/sales.ts';
import { send, signedInTrader } from '../bids/testing/trading-fixtures.ts';
import { outbox } from '../auth/testing/auth-fixtures.ts';
import { PRODUCTION_TEST_ENV } from '../../../test/helpers/production-env.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/dev/outbox', () => {
  it('lists the stored SMS and e-mails newest first, filtered by recipient', async () => {
    const db = t.database.db;
    await db.insert(outboxMessages).values({
      channel: 'sms',
      recipient: '5321112233',
      body: 'ilk',
      provider: 'outbox',
      createdAt: new Date('2026-11-10T09:00:00Z'),
    });
    await db.insert(outboxMessages).values({
      channel: 'email',
      recipient: 'ayse@example.com',
      subject: 'Konu',
      body: 'e-posta',
      provider: 'outbox',
      createdAt: new Date('2026-11-10T09:01:00Z'),
    });
    await db.insert(outboxMessages).values({
      channel: 'sms',
      recipient: '5321112233',
      body: 'ikinci',
      provider: 'outbox',
      createdAt: new Date('2026-11-10T09:02:00Z'),
    });
    expect((await outbox(t)).map((m) => m.body)).toEqual(['ikinci', 'e-posta', 'ilk']);
    expect(await outbox(t, '+90 532 111 22 33')).toEqual([
      {
        channel: 'sms',
        to: '5321112233',
        subject: null,
        body: 'ikinci',
        createdAt: '2026-11-10T09:02:00.000Z',
      },
      {
        channel: 'sms',
        to: '5321112233',
        subject: null,
        body: 'ilk',
        createdAt: '2026-11-10T09:00:00.000Z',
      },
    ]);
    expect((await outbox(t, 'AYSE@example.com')).map((m) => m.subject)).toEqual(['Konu']);
    expect(await outbox(t, 'nobody@example.com')).toEqual([]);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({
      env: PRODUCTION_TEST_ENV,
    });
    try {
      const res = await prod.app.inject({ url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('POST /api/dev/sales/:id/deadline-passed', () => {
  it("makes an open sale's step overdue; an unknown sale is a 404", async () => {
    const db = t.database.db;
    const listingId = await insertListing(db, { status: 'ended' });
    const buyer = await signedInTrader(db, new Date(), { firstName: 'Deniz', lastName: 'Alıcı' });
    const now = new Date();
    const [sale] = await db
      .insert(sales)
      .values({
        number: 'SAT-2026-999001',
        listingId,
        buyerId: buyer.id,
        origin: 'auction',
        price: 100_000_00,
        serviceFee: 5_000_00,
        balanceDue: 95_000_00,
        stepStartedAt: now,
        stepDeadline: new Date(now.getTime() + 48 * 3600_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const res = await send(t, 'POST', `/api/dev/sales/${sale!.id}/deadline-passed`);
    expect(res.statusCode).toBe(200);
    const deadline = new Date(res.json<{ stepDeadline: string }>().stepDeadline);
    expect(deadline.getTime()).toBeLessThan(Date.now());
    const unknown = await send(
      t,
      'POST',
      '/api/dev/sales/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/deadline-passed',
    );
    expect(unknown.statusCode).toBe(404);
  });
});
