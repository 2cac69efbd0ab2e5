import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { SaleView } from '@arsamezat/shared/sales/sale';
import type { TestApp } from '../../../../test/helpers/app.ts';
import type { Db } from '../../../db/client.ts';
import { auditLog, notifications } from '../../../db/schema.ts';
import { signedInTrader, send, type Trader } from '../../bids/testing/trading-fixtures.ts';
import { addFirmMember, insertFirm } from '../../firms/testing/firm-fixtures.ts';

/** The people of a sale's tests: the parties, and a member and a firm who are no party. */
export type SaleCast = {
  admin: Trader;
  buyer: Trader;
  runnerUp: Trader;
  firmOwner: Trader;
  firmStaff: Trader;
  stranger: Trader;
  rivalOwner: Trader;
  firmId: string;
};

let cast = 0;
export async function buildSaleCast(db: Db, now: Date): Promise<SaleCast> {
  cast += 1;
  const person = (firstName: string, lastName: string, role?: 'admin') =>
    signedInTrader(db, now, { firstName, lastName, ...(role ? { role } : {}) });
  const admin = await person('Ayla', 'Yönetici', 'admin');
  const buyer = await person('Ahmet', 'Yılmaz');
  const runnerUp = await person('Mehmet', 'Demir');
  const firmOwner = await person('Fikret', 'Firmalı');
  const firmStaff = await person('Selin', 'Çalışan');
  const stranger = await person('Berk', 'Başka');
  const rivalOwner = await person('Feride', 'Rakip');
  const firmId = await insertFirm(db, {
    ownerId: firmOwner.id,
    title: `Anadolu Arsa ${cast} A.Ş.`,
    now,
  });
  await addFirmMember(db, { firmId, userId: firmStaff.id, role: 'staff' });
  await insertFirm(db, { ownerId: rivalOwner.id, title: `Rakip Emlak ${cast} Ltd.`, now });
  return { admin, buyer, runnerUp, firmOwner, firmStaff, stranger, rivalOwner, firmId };
}

/** A request on a sale's route: `/api/sales/:id` plus `tail`. */
export const onSale = (
  t: TestApp,
  method: 'GET' | 'POST',
  saleId: string,
  tail: string,
  trader: Trader,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  send(t, method, `/api/sales/${saleId}${tail}`, {
    trader,
    ...(payload === undefined ? {} : { payload }),
  });

export async function viewAs(t: TestApp, saleId: string, trader: Trader): Promise<SaleView> {
  const res = await onSale(t, 'GET', saleId, '', trader);
  if (res.statusCode !== 200) throw new Error(`GET sale answered ${res.statusCode}: ${res.body}`);
  return res.json<SaleView>();
}

export const errorCode = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<{ error?: { code?: string } }>().error?.code ?? ''}`;

/** The sale's audit actions, oldest first. */
export async function auditActions(db: Db, saleId: string): Promise<string[]> {
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.entityId, saleId))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => row.action);
}

/** The events a member was told (in-app rows), by event name. */
export async function toldEvents(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ event: notifications.event, channel: notifications.channel })
    .from(notifications)
    .where(eq(notifications.recipientId, userId));
  return [
    ...new Set(rows.filter((row) => row.channel === 'in_app').map((row) => row.event)),
  ].sort();
}
