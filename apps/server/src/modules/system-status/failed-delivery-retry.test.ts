import type { SystemStatus } from '@arsamezat/shared/admin/admin-system';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../../test/fixtures/listings.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createJobs, type Jobs } from '../../jobs.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import {
  insertDeposit,
  placeBid,
  send,
  signedInTrader,
  type Trader,
} from '../bids/testing/trading-fixtures.ts';

/*
 * 'Tekrar Dene' on a failed notification delivery (decision 088): by then the notification is
 * dead, so the job is not rerun as it was (it would find nothing to send); the notification is
 * queued again as a fresh delivery and the failed job cancelled. Here Netgsm refuses until the
 * operator retries, then accepts: the member gets the SMS once.
 */

const NOW = new Date('2026-05-05T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const QUEUE = {
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryDelayMaxSeconds: 1,
  pollingIntervalSeconds: 0.5,
  sweepIntervalMs: 500,
  concurrency: 1,
  batchSize: 5,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 1,
};

let t: TestApp;
let jobs: Jobs;
let admin: Trader;
let ahmet: Trader;
let ayse: Trader;
let refusing = true;
const delivered: string[] = [];

const sms: SmsSender = {
  name: 'netgsm',
  async send(to) {
    if (refusing) throw new Error('Netgsm: 30 geçersiz kullanıcı');
    delivered.push(to);
    return { messageId: `netgsm-${delivered.length}` };
  },
};

async function eventually(check: () => Promise<void>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW, sms });
  const db = t.database.db;
  admin = await signedInTrader(db, NOW, { firstName: 'Yönetici', lastName: 'Bey', role: 'admin' });
  ahmet = await signedInTrader(db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await signedInTrader(db, NOW, { firstName: 'Ayşe', lastName: 'Kaya' });
  jobs = createJobs(t.app.deps, t.app.services, { queue: QUEUE, heartbeatIntervalMs: 500 });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe('retrying a failed notification delivery', { timeout: 120_000 }, () => {
  it('queues the dead notification again, cancels the failed job, and the SMS goes out once', async () => {
    const listingId = await insertListing(t.database.db, {
      status: 'active',
      startsAt: new Date(NOW.getTime() - HOUR),
      endsAt: new Date(NOW.getTime() + HOUR),
      antiSnipeMinutes: 0,
    });
    for (const trader of [ahmet, ayse]) {
      await insertDeposit(t.database.db, { listingId, userId: trader.id });
    }
    expect((await placeBid(t, ahmet, listingId, 100_000_00)).statusCode).toBe(201);
    expect((await placeBid(t, ayse, listingId, 101_000_00)).statusCode).toBe(201);
    const smsRow = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.listingId, listingId), eq(notifications.channel, 'sms')))
        .then((rows) => rows[0]);

    let failedId = '';
    await eventually(async () => {
      expect((await smsRow())?.status).toBe('dead');
      const body = (
        await send(t, 'GET', '/api/admin/system', { trader: admin })
      ).json<SystemStatus>();
      const failed = body.failedJobs.find((job) => job.queue === 'notification-delivery');
      expect(failed?.error).toBe('Netgsm: 30 geçersiz kullanıcı');
      failedId = failed?.id ?? '';
    });

    refusing = false;
    const url = `/api/admin/system/queues/notification-delivery/jobs/${failedId}/retry`;
    const res = await send(t, 'POST', url, { trader: admin });
    expect(res.statusCode, res.body).toBe(200);

    await eventually(async () => expect((await smsRow())?.status).toBe('sent'));
    expect(delivered).toHaveLength(1);
    const states = await jobs.notificationQueue.boss.findJobs('notification-delivery', {
      id: failedId,
    });
    expect(states[0]?.state).toBe('cancelled');
    const after = (
      await send(t, 'GET', '/api/admin/system', { trader: admin })
    ).json<SystemStatus>();
    expect(after.failedJobs.map((job) => job.id)).not.toContain(failedId);
    const notificationId = (await smsRow())?.id;
    expect(await selectAuditEntries(t.database.db, 'job', failedId)).toMatchObject([
      { action: 'job.retried', after: { state: 'cancelled', notificationId } },
    ]);

    // Once more: the job is no longer failed, and nothing is queued twice.
    expect((await send(t, 'POST', url, { trader: admin })).statusCode).toBe(409);
    expect(delivered).toHaveLength(1);
  });
});
