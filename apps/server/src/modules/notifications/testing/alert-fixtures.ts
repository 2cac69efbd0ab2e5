import type { SavedSearchFilters } from '@arsamezat/shared/listings/watchlist';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../../../../test/helpers/app.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { signInAdmin, type Admin } from '../../admin/testing/admin-fixtures.ts';
import { movableClock } from '../../auth/testing/auth-fixtures.ts';
import { signedInTrader, type Trader } from '../../bids/testing/trading-fixtures.ts';
import type { NotificationEvent } from '../notification-events.ts';
import { notificationTexts, type NotificationData } from '../notification-texts.ts';
import { notificationsOf, setNotificationSettings, verifyEmail } from './notification-fixtures.ts';

/**
 * The watchers' and saved searches' tests (decision 039): an app on a movable clock (10:00 in
 * Istanbul), an administrator and four members with verified addresses — Mehmet wants neither
 * e-mails nor reminders.
 */
export type AlertRoom = {
  t: TestApp;
  clock: ReturnType<typeof movableClock>;
  admin: Admin;
  ahmet: Trader;
  ayse: Trader;
  mehmet: Trader;
  zeynep: Trader;
};

export async function openAlertRoom(): Promise<AlertRoom> {
  const clock = movableClock('2026-05-05T07:00:00.000Z');
  const t = await createTestApp({ clock: clock.clock });
  const db = t.database.db;
  const admin = await signInAdmin(t);
  const member = async (firstName: string) => {
    const trader = await signedInTrader(db, clock.clock(), { firstName, lastName: 'Deneme' });
    await verifyEmail(db, trader.id, `${firstName.toLowerCase()}@example.com`);
    return trader;
  };
  const room = {
    t,
    clock,
    admin,
    ahmet: await member('Ahmet'),
    ayse: await member('Ayse'),
    mehmet: await member('Mehmet'),
    zeynep: await member('Zeynep'),
  };
  await setNotificationSettings(db, room.mehmet.id, {
    emailNotifications: false,
    auctionReminders: false,
  });
  return room;
}

function request(t: TestApp, method: 'PUT' | 'POST', url: string, member: Trader, body?: object) {
  return t.app.inject({
    method,
    url,
    headers: csrfHeaders(member.cookie),
    ...(body ? { payload: body } : {}),
  });
}

export async function watch(t: TestApp, member: Trader, listingId: string) {
  const res = await request(t, 'PUT', `/api/listings/${listingId}/watch`, member);
  expect(res.statusCode).toBe(200);
}

/** Saves a search through the API; the filters default to the upcoming auctions. */
export async function saveSearch(
  t: TestApp,
  member: Trader,
  name: string,
  filters: Partial<SavedSearchFilters>,
  frequency: 'immediate' | 'daily' = 'immediate',
) {
  const res = await request(t, 'POST', '/api/me/saved-searches', member, {
    name,
    filters: { tab: 'auctions', phase: 'upcoming', ...filters },
    frequency,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** One member's 'event channel' lines of one event. */
export async function eventLines(t: TestApp, member: Trader, event: string) {
  const lines = await notificationsOf(t.database.db, member.id);
  return lines.filter((line) => line.startsWith(`${event} `));
}

/** Every recipient's rows of one occurrence. */
export function occurrenceRows(t: TestApp, event: string, eventKey: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.event, event), eq(notifications.eventKey, eventKey)));
}

/** The texts a member's (first) notification of `event` shows. */
export async function textsOf(t: TestApp, member: Trader, event: NotificationEvent) {
  const [row] = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, member.id), eq(notifications.event, event)));
  if (!row) throw new Error(`no ${event} for ${member.id}`);
  return notificationTexts(event, row.data as NotificationData, row.createdAt);
}
