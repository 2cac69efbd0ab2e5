import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { sales } from '../../db/schema/sales.ts';
import { runClosingOnce } from '../auctions/index.ts';
import { movableClock } from '../auth/testing/auth-fixtures.ts';
import { signedInTrader, type Trader } from '../bids/testing/trading-fixtures.ts';
import { insertFirm } from '../firms/testing/firm-fixtures.ts';
import { notificationTexts } from '../notifications/index.ts';
import { runSaleRemindersOnce } from './sale-reminders.job.ts';
import { saleNow, soldAuction } from './testing/sale-default-world.ts';

/*
 * Reminders before a sale step's deadline (issue 29), with a fake clock: whoever must act,
 * e-mail + in-app first, SMS too in the last 24 hours, never twice, none after the deadline.
 */

const clock = movableClock('2026-07-01T06:00:00.000Z');
const HOUR = 60 * 60;
let t: TestApp;
let ahmet: Trader;
let ayse: Trader;
let mehmet: Trader;
let firmOwner: Trader;
let firmId: string;

const run = () => runSaleRemindersOnce({ db: t.database.db, clock: clock.clock });

/** The reminder rows of a sale, by recipient, event and channel. */
async function remindersOf(saleId: string) {
  return t.database.db
    .select({
      recipient: notifications.recipientId,
      event: notifications.event,
      channel: notifications.channel,
      data: notifications.data,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        like(notifications.event, 'sale_reminder_%'),
        like(notifications.eventKey, `${saleId}:%`),
      ),
    );
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const now = clock.clock();
  ahmet = await signedInTrader(t.database.db, now, { firstName: 'Ahmet', lastName: 'Yılmaz' });
  ayse = await signedInTrader(t.database.db, now, { firstName: 'Ayşe', lastName: 'Kaya' });
  mehmet = await signedInTrader(t.database.db, now, { firstName: 'Mehmet', lastName: 'Demir' });
  firmOwner = await signedInTrader(t.database.db, now, { firstName: 'Firma', lastName: 'Sahibi' });
  firmId = await insertFirm(t.database.db, { ownerId: firmOwner.id, now });
  await runClosingOnce(t.app.deps);
});
afterAll(() => t.close());

describe('runSaleRemindersOnce', () => {
  it('the buyer, 24 hours before a 48-hour confirmation: SMS and in-app (e-mail with a verified address), once', async () => {
    const sale = await soldAuction(t, clock, { winner: ayse, runnerUp: mehmet, loser: ahmet });
    // A 48-hour window has no early reminder: the last day's is the first.
    clock.advance(23 * HOUR);
    expect(await run()).not.toContain(`last_day:${sale.id}`);
    expect(await remindersOf(sale.id)).toEqual([]);
    clock.advance(HOUR + 5 * 60);
    expect(await run()).toContain(`last_day:${sale.id}`);
    const rows = await remindersOf(sale.id);
    expect(rows.every((row) => row.recipient === ayse.id)).toBe(true);
    expect(rows.every((row) => row.event === 'sale_reminder_last_day')).toBe(true);
    expect(rows.map((row) => row.channel).sort()).toEqual(['in_app', 'sms']);
    expect((await saleNow(t, sale.id)).reminderSent).toBe('last_day');

    // The text says the time really left when it goes out, and what to do.
    const texts = notificationTexts(
      'sale_reminder_last_day',
      rows[0]!.data as never,
      clock.clock(),
    );
    expect(texts.title).toBe('Alıcı Onayı: 23 saat 55 dakika kaldı');
    expect(texts.paragraphs.join(' ')).toContain('satın almayı SMS koduyla onaylamanız');
    expect(texts.link).toBe(`/sales/${sale.id}`);

    clock.advance(HOUR);
    expect(await run()).not.toContain(`last_day:${sale.id}`);
    expect(await remindersOf(sale.id)).toHaveLength(rows.length);
  });

  it('the firm at a 7-day step: e-mail and in-app at half-time (3 days before), then SMS on the last day; nothing after the deadline', async () => {
    const sale = await soldAuction(
      t,
      clock,
      { winner: ayse, runnerUp: mehmet, loser: ahmet },
      { firmId },
    );
    // The buyer entered the payment: the firm must confirm it within 7 days.
    const started = clock.clock();
    await t.database.db
      .update(sales)
      .set({
        step: 'payment_security',
        stepStartedAt: started,
        stepDeadline: new Date(started.getTime() + 7 * 24 * HOUR * 1000),
        buyerConfirmedAt: started,
        paymentMethod: 'gos',
        paymentReference: 'GOS-2026-1234',
        paymentEnteredAt: started,
        paymentEnteredBy: ayse.id,
        reminderSent: null,
      })
      .where(eq(sales.id, sale.id));

    clock.advance(4 * 24 * HOUR - 60);
    expect(await run()).not.toContain(`early:${sale.id}`);
    clock.advance(120);
    expect(await run()).toContain(`early:${sale.id}`);
    let rows = await remindersOf(sale.id);
    expect(rows.map((row) => [row.recipient, row.event, row.channel])).toEqual([
      [firmOwner.id, 'sale_reminder_early', 'in_app'],
    ]);
    clock.advance(HOUR);
    expect(await run()).not.toContain(`early:${sale.id}`);

    clock.advance(2 * 24 * HOUR - HOUR);
    expect(await run()).toContain(`last_day:${sale.id}`);
    rows = await remindersOf(sale.id);
    expect(
      rows
        .filter((row) => row.event === 'sale_reminder_last_day')
        .map((row) => row.channel)
        .sort(),
    ).toEqual(['in_app', 'sms']);
    expect(rows.every((row) => row.recipient === firmOwner.id)).toBe(true);

    clock.advance(25 * HOUR);
    expect(await run()).not.toContain(`last_day:${sale.id}`);
    expect(await remindersOf(sale.id)).toHaveLength(rows.length);
  });

  it('a step whose deadline passed while the server was down gets no reminder at all', async () => {
    const sale = await soldAuction(t, clock, { winner: ayse, runnerUp: mehmet, loser: ahmet });
    clock.advance(49 * HOUR);
    expect(await run()).not.toContain(`last_day:${sale.id}`);
    expect(await remindersOf(sale.id)).toEqual([]);
  });
});
