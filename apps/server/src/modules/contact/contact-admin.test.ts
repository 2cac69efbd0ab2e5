import type { AdminContactMessage, AdminMessagesPage } from '@arsamezat/shared/admin/admin-inbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../../../test/helpers/app.ts';
import { auditLog, contactMessages } from '../../db/schema/messages.ts';
import { signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';

const NOW = new Date('2026-05-05T12:00:00.000Z');
let t: TestApp;
let admin: Trader;
let member: Trader;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signedInTrader(t.database.db, NOW, {
    firstName: 'Yönetici',
    lastName: 'Bey',
    role: 'admin',
  });
  member = await signedInTrader(t.database.db, NOW, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  for (const [i, subject] of ['Teminat iadesi', 'Tapu devri', 'Ödeme sorunu'].entries()) {
    const [row] = await t.database.db
      .insert(contactMessages)
      .values({
        name: 'Ayşe Yılmaz',
        email: `ayse${i}@example.com`,
        subject,
        message: `${subject} hakkında bilgi almak istiyorum.`,
        createdAt: new Date(NOW.getTime() - (3 - i) * 60_000),
        handledAt: i === 0 ? new Date(NOW.getTime() - 1000) : null,
      })
      .returning({ id: contactMessages.id });
    ids.push(row!.id);
  }
});
afterAll(() => t.close());

const get = (url: string, caller: Trader | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: csrfHeaders(...(caller ? [caller.cookie] : [])) });
const mark = (id: string, body: unknown, caller: Trader | null = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/messages/${id}`,
    headers: csrfHeaders(...(caller ? [caller.cookie] : [])),
    payload: body as object,
  });

describe('the contact messages inbox', () => {
  it('answers 401 to a guest and 403 to a member', async () => {
    expect((await get('/api/admin/messages', null)).statusCode).toBe(401);
    expect((await get('/api/admin/messages', member)).statusCode).toBe(403);
    expect((await mark(ids[1]!, { read: true }, null)).statusCode).toBe(401);
    expect((await mark(ids[1]!, { read: true }, member)).statusCode).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids[1]!));
    expect(row?.handledAt).toBeNull();
  });

  it('lists every message newest first, or only the unread ones', async () => {
    const all = (await get('/api/admin/messages')).json<AdminMessagesPage>();
    expect(all.items.map((m) => m.id)).toEqual([...ids].reverse());
    expect(all).toMatchObject({ total: 3, unread: 2, page: 1 });
    expect(all.items[2]).toMatchObject({ subject: 'Teminat iadesi', email: 'ayse0@example.com' });
    const unread = (await get('/api/admin/messages?status=unread')).json<AdminMessagesPage>();
    expect(unread.items.map((m) => m.id)).toEqual([ids[2], ids[1]]);
    expect(unread.total).toBe(2);
    const bad = await get('/api/admin/messages?status=okunmamis');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe('Geçersiz filtre.');
  });

  it('marks a message read and unread, each audited', async () => {
    const read = await mark(ids[1]!, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json<AdminContactMessage>()).toMatchObject({
      id: ids[1],
      readAt: NOW.toISOString(),
    });
    const unread = await mark(ids[1]!, { read: false });
    expect(unread.json<AdminContactMessage>().readAt).toBeNull();
    const audit = await t.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'contact_message'), eq(auditLog.entityId, ids[1]!)));
    expect(audit).toEqual([
      { action: 'message.read', actorId: admin.id },
      { action: 'message.unread', actorId: admin.id },
    ]);
  });

  it('answers 404 for an unknown message and 400 for a bad body', async () => {
    const missing = await mark('6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', { read: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe('Mesaj bulunamadı.');
    expect((await mark(ids[2]!, { read: 'evet' })).statusCode).toBe(400);
  });
});
