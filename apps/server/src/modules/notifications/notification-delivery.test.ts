import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import type { MailMessage, MailProvider } from '../../providers/mail/mail.ts';
import { createOutboxMail } from '../../providers/mail/outbox-mail.ts';
import { createSmtpMail } from '../../providers/mail/smtp-mail.ts';
import { createNetgsmSms } from '../../providers/sms/netgsm-sms.ts';
import { createOutboxSms } from '../../providers/sms/outbox-sms.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { startFakeNetgsm } from '../../providers/testing/fake-netgsm.ts';
import { startFakeSmtp } from '../../providers/testing/fake-smtp.ts';
import { openAuctionIn, openBiddingRoom, type BiddingRoom } from '../bids/testing/bidding-room.ts';
import { placeBid } from '../bids/testing/trading-fixtures.ts';
import { deliverNotification, type DeliveryDeps } from './deliver-notification.ts';
import {
  createNotificationQueue,
  DELIVERY_QUEUE,
  type NotificationQueue,
} from './notification-queue.ts';
import { verifyEmail } from './testing/notification-fixtures.ts';

const TL = 100;
/** The production settings with shorter waits; the heartbeat is pg-boss's shortest (10 s). */
const FAST = {
  retryLimit: 3,
  retryDelaySeconds: 0,
  retryDelayMaxSeconds: 1,
  pollingIntervalSeconds: 0.5,
  sweepIntervalMs: 500,
  concurrency: 2,
  batchSize: 5,
  heartbeatSeconds: 10,
  superviseIntervalSeconds: 1,
};

let room: BiddingRoom;
let t: TestApp;

beforeAll(async () => {
  room = await openBiddingRoom();
  t = room.t;
  await verifyEmail(t.database.db, room.ahmet.id, 'ahmet@example.com');
});
afterAll(() => t.close());

function deliveryDeps(ports: { sms?: SmsSender; mail?: MailProvider }) {
  return {
    ...t.app.deps,
    sms: ports.sms ?? createOutboxSms(t.database.db),
    mail: ports.mail ?? createOutboxMail(t.database.db),
    siteName: 'ArsaMezat',
    publicUrl: 'https://arsamezat.test',
  } satisfies DeliveryDeps;
}

function startQueue(ports: { sms?: SmsSender; mail?: MailProvider }): NotificationQueue {
  return createNotificationQueue(deliveryDeps(ports), FAST);
}

/** Waits (polling) until `check` holds; a test that never gets there fails on vitest's timeout. */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function statusesOf(listingId: string) {
  const rows = await t.database.db
    .select({
      channel: notifications.channel,
      status: notifications.status,
      attempts: notifications.attempts,
      id: notifications.id,
      provider: notifications.provider,
      providerMessageId: notifications.providerMessageId,
    })
    .from(notifications)
    .where(eq(notifications.listingId, listingId));
  return rows.filter((row) => row.channel !== 'in_app');
}

async function outboxFor(key: string) {
  return t.database.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, key));
}

/** Ahmet is outbid by Ayşe on a fresh auction: one SMS and one e-mail to deliver. */
async function outbidAhmet(): Promise<string> {
  const listingId = await openAuctionIn(room);
  expect((await placeBid(t, room.ahmet, listingId, 100_000 * TL)).statusCode).toBe(201);
  expect((await placeBid(t, room.ayse, listingId, 101_000 * TL)).statusCode).toBe(201);
  return listingId;
}

// pg-boss installs its schema on the first start and polls: generous time on a loaded machine.
describe('delivery after commit', { timeout: 120_000 }, () => {
  it('delivers the SMS and the HTML + text e-mail once, and marks them sent', async () => {
    const sent: MailMessage[] = [];
    const outbox = createOutboxMail(t.database.db);
    const queue = startQueue({
      mail: {
        name: 'outbox',
        send: async (m) => {
          sent.push(m);
          return outbox.send(m);
        },
      },
    });
    await queue.start();
    try {
      const listingId = await outbidAhmet();
      await until(async () => (await statusesOf(listingId)).every((row) => row.status === 'sent'));
      const rows = await statusesOf(listingId);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        const stored = await outboxFor(`notification:${row.id}`);
        expect(stored).toHaveLength(1);
        // The hand-off names the provider and its id for the message (the outbox row).
        expect(row).toMatchObject({ provider: 'outbox', providerMessageId: stored[0]?.id });
      }
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toMatch(/^Teklifiniz geçildi: /);
      expect(sent[0]?.html).toContain('<html');
      expect(sent[0]?.html).toContain('ArsaMezat');
      expect(sent[0]?.text).toContain('Teklifiniz geçildi');
      expect(sent[0]?.text).toContain('https://arsamezat.test/auctions/');
    } finally {
      await queue.stop();
    }
  });

  it('retries an SMTP server that fails twice, then accepts: one e-mail', async () => {
    let calls = 0;
    const accepted: MailMessage[] = [];
    const flakySmtp: MailProvider = {
      name: 'smtp',
      async send(message) {
        calls += 1;
        if (calls <= 2) throw new Error('421 Service not available');
        accepted.push(message);
        return { messageId: `<${calls}@arsamezat.test>` };
      },
    };
    const queue = startQueue({ mail: flakySmtp });
    await queue.start();
    try {
      const listingId = await outbidAhmet();
      await until(async () => (await statusesOf(listingId)).every((row) => row.status === 'sent'));
      const email = (await statusesOf(listingId)).find((row) => row.channel === 'email');
      expect(calls).toBe(3);
      expect(accepted).toHaveLength(1);
      expect(email?.attempts).toBe(3);
      // The SMS fetched in the same batch as the refused e-mail was sent once, not retried with it.
      const sms = (await statusesOf(listingId)).find((row) => row.channel === 'sms');
      expect(sms?.attempts).toBe(1);
      expect(await outboxFor(`notification:${sms?.id}`)).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  });

  it('a worker that crashes after the provider took the text retries, and one SMS exists', async () => {
    const outbox = createOutboxSms(t.database.db);
    let crashed = false;
    const crashingSms: SmsSender = {
      name: 'outbox',
      async send(to, text, options) {
        const receipt = await outbox.send(to, text, options);
        if (!crashed) {
          crashed = true;
          throw new Error('worker died before recording the delivery');
        }
        return receipt;
      },
    };
    const queue = startQueue({ sms: crashingSms });
    await queue.start();
    try {
      const listingId = await outbidAhmet();
      await until(async () => (await statusesOf(listingId)).every((row) => row.status === 'sent'));
      const sms = (await statusesOf(listingId)).find((row) => row.channel === 'sms');
      expect(sms?.attempts).toBe(2);
      expect(await outboxFor(`notification:${sms?.id}`)).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  });

  it('an instance that dies holding deliveries: another takes them within seconds and sends again only what was never handed off', async () => {
    const netgsm = await startFakeNetgsm();
    const smtp = await startFakeSmtp();
    const deps = deliveryDeps({
      sms: createNetgsmSms({
        usercode: '8503030000',
        password: 'secret',
        header: 'ARSAMEZAT',
        apiUrl: netgsm.url,
      }),
      mail: createSmtpMail({ url: smtp.url, from: 'ArsaMezat <no-reply@arsamezat.test>' }),
    });
    const dying = createNotificationQueue(deps, FAST);
    const survivor = createNotificationQueue(deps, FAST);
    try {
      // The instance that will die takes its deliveries by hand (no worker of its own), so the
      // test decides where it stops: the first listing's SMS and e-mail handed to the providers
      // and recorded, the second's not yet sent, and no job completed.
      await dying.start();
      await dying.boss.offWork(DELIVERY_QUEUE);
      const first = await outbidAhmet();
      const second = await outbidAhmet();
      await dying.dispatch();
      const jobs = await dying.boss.fetch<{ notificationId: string }>(DELIVERY_QUEUE, {
        batchSize: 10,
      });
      const handedOff = await statusesOf(first);
      expect(jobs.map((job) => job.data.notificationId).sort()).toEqual(
        [...handedOff, ...(await statusesOf(second))].map((row) => row.id).sort(),
      );
      for (const row of handedOff) await deliverNotification(deps, row.id);
      // It dies: no heartbeat, no completion; its database connections are gone.
      await dying.stop();

      await survivor.start();
      const jobOf = async (id: string) =>
        (await survivor.boss.findJobs(DELIVERY_QUEUE, { id })).at(0);
      await until(async () => {
        const states = await Promise.all(jobs.map((job) => jobOf(job.id)));
        return states.every((job) => job?.state === 'completed');
      });

      // One SMS and one e-mail per notification: the retry skipped the two handed off.
      expect(netgsm.requests).toHaveLength(2);
      expect(smtp.inbox).toHaveLength(2);
      const rows = [...(await statusesOf(first)), ...(await statusesOf(second))];
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      // Each hand-off is recorded with the provider's own id for the message.
      const jobIds = netgsm.requests.map((request) => request.answer.slice(3));
      expect(
        rows.filter((row) => row.channel === 'sms').map((row) => row.providerMessageId),
      ).toEqual(jobIds);
      for (const row of rows.filter((r) => r.channel === 'email')) {
        expect(row.provider).toBe('smtp');
        expect(row.providerMessageId).toBe(`<notification.${row.id}@arsamezat.test>`);
      }
      // Every job was failed once (its worker's heartbeat stopped) and done by the survivor.
      for (const job of jobs) {
        expect((await jobOf(job.id))?.retryCount).toBe(1);
      }
    } finally {
      await Promise.all([dying.stop(), survivor.stop()]);
      await Promise.all([netgsm.close(), smtp.close()]);
    }
  }, 60_000);

  it('an instance started on an older queue brings it to the current settings', async () => {
    const queue = startQueue({});
    await queue.start();
    try {
      // As an older version left it: jobs expire after 2 minutes, nobody checks their worker.
      await queue.boss.updateQueue(DELIVERY_QUEUE, {
        expireInSeconds: 900,
        heartbeatSeconds: null,
      });
    } finally {
      await queue.stop();
    }
    const next = startQueue({});
    await next.start();
    try {
      const settings = await next.boss.getQueue(DELIVERY_QUEUE);
      expect(settings).toMatchObject({ heartbeatSeconds: 10, expireInSeconds: 120 });
    } finally {
      await next.stop();
    }
  });

  it('two instances deliver each notification once', async () => {
    const deliveries = new Map<string, number>();
    const counting = (): SmsSender => ({
      name: 'outbox',
      async send(_to, _text, options) {
        const key = options?.idempotencyKey ?? '';
        deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
        return { messageId: null };
      },
    });
    const countingMail = (): MailProvider => ({
      name: 'outbox',
      async send(message) {
        const key = message.idempotencyKey ?? '';
        deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
        return { messageId: null };
      },
    });
    const one = startQueue({ sms: counting(), mail: countingMail() });
    const two = startQueue({ sms: counting(), mail: countingMail() });
    await Promise.all([one.start(), two.start()]);
    try {
      const listings: string[] = [];
      for (let i = 0; i < 4; i++) listings.push(await outbidAhmet());
      await Promise.all([one.dispatch(), two.dispatch(), one.dispatch()]);
      await until(async () => {
        for (const id of listings) {
          if (!(await statusesOf(id)).every((row) => row.status === 'sent')) return false;
        }
        return true;
      });
      expect(deliveries.size).toBe(8);
      expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });

  it('gives up after the last retry: the row is dead with its error', async () => {
    const refusing: SmsSender = {
      name: 'netgsm',
      async send() {
        throw new Error('Netgsm: 30 geçersiz kullanıcı');
      },
    };
    const queue = startQueue({ sms: refusing });
    await queue.start();
    try {
      const listingId = await outbidAhmet();
      await until(async () => (await statusesOf(listingId)).some((row) => row.status === 'dead'));
      const [row] = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.listingId, listingId))
        .then((rows) => rows.filter((r) => r.channel === 'sms'));
      expect(row?.status).toBe('dead');
      expect(row?.attempts).toBe(4);
      expect(row?.lastError).toBe('Netgsm: 30 geçersiz kullanıcı');
    } finally {
      await queue.stop();
    }
  });
});
