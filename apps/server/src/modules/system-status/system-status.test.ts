import type { SystemStatus } from '@arsamezat/shared/admin/admin-system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createJobs, type Jobs } from '../../jobs.ts';
import { selectAuditEntries } from '../audit/testing/audit-entries.ts';
import { send, signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';

/*
 * 'Sistem Durumu' (issue 31, decision 088): the operator's view of the running system — this
 * instance by its heartbeat, the job queue, the closing and reconciliation passes, the database's
 * size — and the retry of a failed job, audited. The operator's alone.
 */

const FAST_QUEUE = {
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
/** A queue of this test's own, so no worker of the app takes its job. */
const TEST_QUEUE = 'system-status-test';
const UNKNOWN_JOB = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

let t: TestApp;
let jobs: Jobs;
let admin: Trader;
let member: Trader;

const status = (trader?: Trader) => send(t, 'GET', '/api/admin/system', { trader });
const retry = (queue: string, id: string, trader?: Trader) =>
  send(t, 'POST', `/api/admin/system/queues/${queue}/jobs/${id}/retry`, { trader });

async function eventually(check: () => Promise<void>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const jobState = async (id: string) =>
  (await jobs.notificationQueue.boss.findJobs(TEST_QUEUE, { id }))[0]?.state;

/** A job of the test queue that failed with `message`, as a worker's refusal leaves it. */
async function failedJob(message: string): Promise<string> {
  const boss = jobs.notificationQueue.boss;
  const id = await boss.send(TEST_QUEUE, { what: 'deneme' });
  if (!id) throw new Error('no job');
  const [fetched] = await boss.fetch(TEST_QUEUE);
  expect(fetched?.id).toBe(id);
  await boss.fail(TEST_QUEUE, id, { message });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const now = new Date();
  admin = await signedInTrader(t.database.db, now, {
    firstName: 'Yönetici',
    lastName: 'Bey',
    role: 'admin',
  });
  member = await signedInTrader(t.database.db, now, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  jobs = createJobs(t.app.deps, t.app.services, {
    closingIntervalMs: 100,
    reconciliationIntervalMs: 100,
    heartbeatIntervalMs: 200,
    queue: FAST_QUEUE,
  });
  await jobs.start();
  await jobs.notificationQueue.boss.createQueue(TEST_QUEUE, { retryLimit: 0 });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe('GET /api/admin/system', () => {
  it('answers 401 to a guest and 403 to a member', async () => {
    expect((await status()).statusCode).toBe(401);
    const res = await status(member);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
  });

  it('shows this instance, the queues, the closing and reconciliation passes, the database size', async () => {
    const instance = t.app.deps.instance;
    await eventually(async () => {
      const res = await status(admin);
      expect(res.statusCode).toBe(200);
      const body = res.json<SystemStatus>();
      expect(body.instances).toContainEqual(
        expect.objectContaining({ id: instance.id, pid: process.pid, host: instance.host }),
      );
      const jobsRun = body.jobRuns.map((run) => run.job);
      expect(jobsRun).toContain('auction closing');
      expect(jobsRun).toContain('payment reconciliation');
      const closing = body.jobRuns.find((run) => run.job === 'auction closing');
      expect(closing?.last.ok).toBe(true);
      expect(Date.parse(closing?.last.at ?? '')).toBeGreaterThan(
        Date.parse(instance.startedAt.toISOString()) - 1,
      );
      expect(body.queues).toContainEqual({
        queue: 'notification-delivery',
        queued: 0,
        active: 0,
        failed: 0,
      });
      expect(body.database.kind).toBe(t.database.kind);
      expect(body.database.sizeBytes).toBeGreaterThan(100_000);
      expect(body.openStreams).toBe(0);
    });
  });
});

describe('POST /api/admin/system/queues/:queue/jobs/:id/retry', () => {
  it('lists a failed job with its error, and runs it again for the operator only (audited)', async () => {
    const id = await failedJob('Sağlayıcı yanıt vermedi');
    const listed = (await status(admin)).json<SystemStatus>();
    expect(listed.failedJobs).toContainEqual(
      expect.objectContaining({ id, queue: TEST_QUEUE, error: 'Sağlayıcı yanıt vermedi' }),
    );
    expect(listed.queues).toContainEqual(expect.objectContaining({ queue: TEST_QUEUE, failed: 1 }));

    expect((await retry(TEST_QUEUE, id)).statusCode).toBe(401);
    expect((await retry(TEST_QUEUE, id, member)).statusCode).toBe(403);
    expect(await jobState(id)).toBe('failed');

    const res = await retry(TEST_QUEUE, id, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'İş yeniden sıraya alındı.' });
    expect(await jobState(id)).toBe('retry');
    // The worker's next fetch takes it again.
    const [again] = await jobs.notificationQueue.boss.fetch(TEST_QUEUE);
    expect(again?.id).toBe(id);
    await jobs.notificationQueue.boss.complete(TEST_QUEUE, id);

    const audit = await selectAuditEntries(t.database.db, 'job', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'job.retried',
      before: { queue: TEST_QUEUE, state: 'failed', error: 'Sağlayıcı yanıt vermedi' },
      after: { state: 'retry' },
    });
    const after = (await status(admin)).json<SystemStatus>();
    expect(after.failedJobs.map((failed) => failed.id)).not.toContain(id);
  });

  it('refuses a job that has not failed (409), an unknown one (404) and a bad address (400)', async () => {
    const id = await failedJob('bir kez');
    expect((await retry(TEST_QUEUE, id, admin)).statusCode).toBe(200);
    const twice = await retry(TEST_QUEUE, id, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ error: { code: string } }>().error.code).toBe('JOB_NOT_RETRYABLE');
    const unknown = await retry(TEST_QUEUE, UNKNOWN_JOB, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { code: string } }>().error.code).toBe('JOB_NOT_FOUND');
    const bad = await retry(TEST_QUEUE, 'not-a-uuid', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe('Geçersiz iş.');
    expect(await selectAuditEntries(t.database.db, 'job', UNKNOWN_JOB)).toEqual([]);
    expect(await selectAuditEntries(t.database.db, 'job', id)).toHaveLength(1);
  });
});
