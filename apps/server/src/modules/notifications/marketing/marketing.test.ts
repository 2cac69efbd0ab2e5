import type {
  CampaignsResponse,
  SendCampaignResponse,
} from '@arsamezat/shared/notifications/marketing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.ts';
import { auditLog } from '../../../db/schema/messages.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { users, userSettings } from '../../../db/schema/users.ts';
import type { MailMessage, MailProvider } from '../../../providers/mail/mail.ts';
import { send, signedInTrader, type Trader } from '../../bids/testing/trading-fixtures.ts';
import { deliverNotification } from '../deliver-notification.ts';
import { setNotificationSettings, verifyEmail } from '../testing/notification-fixtures.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

/**
 * Marketing e-mails (decision 040): who receives them, the administrator's confirmed send (once
 * per campaign and member), the e-mail's unsubscribe link and RFC 8058 headers, and the signed
 * one-click unsubscribe that needs no session and cannot be turned against another member.
 */

const NOW = new Date('2026-05-05T12:00:00.000Z');
let t: TestApp;
let admin: Trader;
const m: Record<string, Trader> = {};
const sent: MailMessage[] = [];
const mailer: MailProvider = {
  name: 'outbox',
  async send(message) {
    sent.push(message);
    return { messageId: null };
  },
};

async function member(name: string, values: Partial<typeof users.$inferInsert>, verified = true) {
  const trader = await signedInTrader(t.database.db, NOW, { firstName: name, lastName: 'Test' });
  if (verified) await verifyEmail(t.database.db, trader.id, `${name.toLowerCase()}@ornek.com`);
  await t.database.db.update(users).set(values).where(eq(users.id, trader.id));
  m[name] = trader;
  return trader;
}

async function setMarketingEmails(userId: string, marketingEmails: boolean) {
  await t.database.db
    .insert(userSettings)
    .values({ userId, marketingEmails })
    .onConflictDoUpdate({ target: userSettings.userId, set: { marketingEmails } });
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signedInTrader(t.database.db, NOW, {
    firstName: 'Yönetici',
    lastName: 'Bey',
    role: 'admin',
  });
  // Receives: consent given at sign-up (no settings row yet), verified address.
  await member('Ahmet', { marketingConsent: true });
  // Receives: consent and the setting on.
  await member('Ayse', { marketingConsent: true });
  await setMarketingEmails(m.Ayse!.id, true);
  // Do not receive: no consent; unverified address; banned; deleted; e-mails off; setting off.
  await member('Cem', { marketingConsent: false });
  await member('Deniz', { marketingConsent: true }, false);
  await member('Ece', { marketingConsent: true, bannedUntil: new Date('2027-01-01T00:00:00Z') });
  await member('Fatih', { marketingConsent: true, deletedAt: new Date('2026-05-01T00:00:00Z') });
  await member('Gul', { marketingConsent: true });
  await setNotificationSettings(t.database.db, m.Gul!.id, { emailNotifications: false });
  await member('Hakan', { marketingConsent: true });
  await setMarketingEmails(m.Hakan!.id, false);
  // A ban that has run out counts again.
  await member('Ilker', { marketingConsent: true, bannedUntil: new Date('2026-05-01T00:00:00Z') });
});
afterAll(() => t.close());

const campaigns = async () => {
  const res = await send(t, 'GET', '/api/admin/campaigns', { trader: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CampaignsResponse>();
};
const sendCampaign = (id: string, payload: unknown, trader: Trader = admin) =>
  send(t, 'PUT', `/api/admin/campaigns/${id}`, { trader, payload });
const rowsOf = (campaignId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.event, 'marketing'), eq(notifications.eventKey, campaignId)));
const tokens = () => t.app.services.marketing.tokens;
const unsubscribe = (token: string, body = 'List-Unsubscribe=One-Click') =>
  // As a mail client posts it: no session, no CSRF pair.
  t.app.inject({
    method: 'POST',
    url: `/api/unsubscribe?token=${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
const marketingOf = async (userId: string) => {
  const [row] = await t.database.db
    .select({
      consent: users.marketingConsent,
      marketing: userSettings.marketingEmails,
      email: userSettings.emailNotifications,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row;
};

describe('marketing campaigns', () => {
  const id = crypto.randomUUID();
  const draft = {
    subject: 'Bu hafta açılan arsa ihaleleri',
    body: 'Merhaba,\n\nBu hafta İzmir ve Muğla’da yeni ihaleler başladı.',
  };

  it('counts only members with the setting, consent, a verified address, e-mails on, not banned or deleted', async () => {
    const listed = await campaigns();
    expect(listed.audience).toBe(3);
    expect(listed.items).toEqual([]);
  });

  it('refuses bad input and a count that moved, changing nothing; members get 403', async () => {
    expect(
      (await sendCampaign(id, { ...draft, subject: 'a', confirmedRecipients: 3 })).statusCode,
    ).toBe(400);
    expect(
      (await sendCampaign(id, { ...draft, body: 'x'.repeat(5001), confirmedRecipients: 3 }))
        .statusCode,
    ).toBe(400);
    expect((await sendCampaign('kampanya', { ...draft, confirmedRecipients: 3 })).statusCode).toBe(
      400,
    );
    expect((await sendCampaign(id, { ...draft, confirmedRecipients: 3 }, m.Ahmet)).statusCode).toBe(
      403,
    );
    const moved = await sendCampaign(id, { ...draft, confirmedRecipients: 2 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json<{ error: { code: string } }>().error.code).toBe(
      'CAMPAIGN_RECIPIENTS_CHANGED',
    );
    expect(await rowsOf(id)).toEqual([]);
  });

  it('queues one e-mail per member of the audience, once per campaign, audited', async () => {
    const res = await sendCampaign(id, { ...draft, confirmedRecipients: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SendCampaignResponse>()).toMatchObject({
      message: 'Duyuru 3 üyeye gönderim sırasına alındı.',
      campaign: { id, subject: draft.subject, recipients: 3 },
    });
    // The same draft sent again (a double click): nothing more.
    expect((await sendCampaign(id, { ...draft, confirmedRecipients: 3 })).statusCode).toBe(200);
    const rows = await rowsOf(id);
    expect(rows.map((row) => row.recipientId).sort()).toEqual(
      [m.Ahmet!.id, m.Ayse!.id, m.Ilker!.id].sort(),
    );
    expect(rows.every((row) => row.channel === 'email' && row.status === 'pending')).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'campaign.sent')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, after: { recipients: 3 } });
    expect((await campaigns()).items).toMatchObject([{ id, recipients: 3, delivered: 0 }]);
  });

  it('delivers each with a visible unsubscribe link and the one-click headers', async () => {
    const deps = {
      ...t.app.deps,
      mail: mailer,
      siteName: 'ArsaMezat',
      publicUrl: 'https://arsamezat.test',
      unsubscribeTokens: tokens(),
    };
    for (const row of await rowsOf(id)) await deliverNotification(deps, row.id);
    expect(sent).toHaveLength(3);
    const toAhmet = sent.find((mail) => mail.to === 'ahmet@ornek.com')!;
    const link = `https://arsamezat.test/api/unsubscribe?token=${tokens().sign(m.Ahmet!.id)}`;
    expect(toAhmet.subject).toBe(draft.subject);
    expect(toAhmet.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(toAhmet.html).toContain(link);
    expect(toAhmet.html).toContain('Abonelikten çık');
    expect(toAhmet.text).toContain(link);
    expect(toAhmet.text).toContain('Bu hafta İzmir ve Muğla’da yeni ihaleler başladı.');
    expect((await rowsOf(id)).every((row) => row.status === 'sent')).toBe(true);
    expect((await campaigns()).items[0]).toMatchObject({ delivered: 3 });
  });

  it('sends nothing to a member who unsubscribed after it was queued', async () => {
    const later = crypto.randomUUID();
    expect((await sendCampaign(later, { ...draft, confirmedRecipients: 3 })).statusCode).toBe(200);
    expect((await unsubscribe(tokens().sign(m.Ilker!.id))).statusCode).toBe(200);
    const before = sent.length;
    const deps = {
      ...t.app.deps,
      mail: mailer,
      siteName: 'ArsaMezat',
      publicUrl: 'https://arsamezat.test',
      unsubscribeTokens: tokens(),
    };
    const row = (await rowsOf(later)).find((r) => r.recipientId === m.Ilker!.id)!;
    await deliverNotification(deps, row.id);
    expect(sent.length).toBe(before);
    expect((await rowsOf(later)).find((r) => r.id === row.id)).toMatchObject({ status: 'dead' });
  });
});

describe('unsubscribe link', () => {
  it('shows a confirmation page on GET and changes nothing', async () => {
    const token = tokens().sign(m.Ahmet!.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Abonelikten Çık');
    expect(res.body).toContain(`action="/api/unsubscribe?token=${token}"`);
    expect(await marketingOf(m.Ahmet!.id)).toMatchObject({ consent: true });
    const bad = await t.app.inject({ method: 'GET', url: '/api/unsubscribe?token=abc.def' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Abonelik bağlantısı geçersiz');
  });

  it('turns marketing e-mails off by one-click POST without a session or CSRF pair, audited; other e-mails stay on', async () => {
    const res = await unsubscribe(tokens().sign(m.Ahmet!.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Kampanya ve duyuru e-postalarından çıkarıldınız.');
    expect(await marketingOf(m.Ahmet!.id)).toEqual({
      consent: false,
      marketing: false,
      email: true,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, m.Ahmet!.id), eq(auditLog.action, 'user.marketing_unsubscribed')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: m.Ahmet!.id });
    // Again: still off, no second audit row.
    expect((await unsubscribe(tokens().sign(m.Ahmet!.id))).statusCode).toBe(200);
    expect((await campaigns()).audience).toBe(1);
  });

  it('refuses a forged token or one moved onto another member with 400, changing nothing', async () => {
    const ayse = tokens().sign(m.Ayse!.id);
    const ahmet = tokens().sign(m.Ahmet!.id);
    // Ayşe's id with Ahmet's signature, a signature from another secret, a cut one, garbage.
    const moved = `${ayse.split('.')[0]}.${ahmet.split('.')[1]}`;
    const otherSecret = createUnsubscribeTokens(Buffer.from('another-secret-0123456789')).sign(
      m.Ayse!.id,
    );
    for (const token of [moved, otherSecret, ayse.slice(0, -2), 'abc.def', `${ayse}.x`]) {
      const res = await unsubscribe(token);
      expect(res.statusCode, token).toBe(400);
    }
    expect((await unsubscribe('')).statusCode).toBe(400);
    expect(await marketingOf(m.Ayse!.id)).toMatchObject({ consent: true, marketing: true });
  });

  it('is rate limited', async () => {
    const token = tokens().sign(m.Cem!.id);
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++) status = (await unsubscribe(token)).statusCode;
    expect(status).toBe(429);
  });
});
