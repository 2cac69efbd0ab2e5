import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import type { Mailer, MailMessage } from '../../providers/mail/mail.ts';
import { createOutboxMail } from '../../providers/mail/outbox-mail.ts';
import { createOutboxSms } from '../../providers/sms/outbox-sms.ts';
import type { SmsSender } from '../../providers/sms/sms.ts';
import { openAuctionIn, openBiddingRoom, type BiddingRoom } from '../bids/testing/bidding-room.ts';
import { placeBid } from '../bids/testing/trading-fixtures.ts';
import { createNotificationQueue, type NotificationQueue } from './notification-queue.ts';
import { verifyEmail } from './testing/notification-fixtures.ts';

const TL = 100;
const FAST = {
  retryLimit: 3,
  retryDelaySeconds: 0,
  retryDelayMaxSeconds: 1,
  pollingIntervalSeconds: 0.5,
  sweepIntervalMs: 500,
  concurrency: 2,
  batchSize: 5,
};

let room: BiddingRoom;
let t: TestApp;

beforeAll(async () => {
  room = await openBiddingRoom();
  t = room.t;
  await verifyEmail(t.database.db, room.ahmet.id, 'ahmet@example.com');
});
afterAll(() => t.close());

function startQueue(ports: { sms?: SmsSender; mail?: Mailer }): NotificationQueue {
  return createNotificationQueue(
    {
      ...t.app.deps,
      sms: ports.sms ?? createOutboxSms(t.database.db),
      mail: ports.mail ?? createOutboxMail(t.database.db),
      siteName: 'ArsaMezat',
      publicUrl: 'https://arsamezat.test',
    },
    FAST,
  );
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
          await outbox.send(m);
        },
      },
    });
    await queue.start();
    try {
      const listingId = await outbidAhmet();
      await until(async () => (await statusesOf(listingId)).every((row) => row.status === 'sent'));
      const rows = await statusesOf(listingId);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(await outboxFor(`notification:${row.id}`)).toHaveLength(1);
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
    const flakySmtp: Mailer = {
      name: 'smtp',
      async send(message) {
        calls += 1;
        if (calls <= 2) throw new Error('421 Service not available');
        accepted.push(message);
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
        await outbox.send(to, text, options);
        if (!crashed) {
          crashed = true;
          throw new Error('worker died before recording the delivery');
        }
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

  it('two instances deliver each notification once', async () => {
    const deliveries = new Map<string, number>();
    const counting = (): SmsSender => ({
      name: 'outbox',
      async send(_to, _text, options) {
        const key = options?.idempotencyKey ?? '';
        deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
      },
    });
    const countingMail = (): Mailer => ({
      name: 'outbox',
      async send(message) {
        const key = message.idempotencyKey ?? '';
        deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
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
