import type { AdminIdentity } from '@arsamezat/shared/admin/admin-identity';
import type { MyIdentityResponse } from '@arsamezat/shared/member/identity';
import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../db/client.ts';
import type { LightMyRequestResponse } from 'fastify';
import { csrfHeaders, type TestApp } from '../../../../test/helpers/app.ts';
import { nextIp } from '../../auth/testing/auth-fixtures.ts';
import type { Trader } from '../../bids/testing/trading-fixtures.ts';

/** The error contract as the tests read it. */
export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

/** Requests of the identity tests, each from its own address (the per-address limit is not theirs). */

export const AHMET = {
  identityNumber: '12345678950',
  firstName: 'Ahmet',
  lastName: 'Yılmaz',
  birthYear: 1980,
  province: 'Manisa',
  district: 'Akhisar',
  address: 'Hacı İshak Mah. İnönü Cad. No: 42/3',
};

export function request(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  trader: Trader,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: csrfHeaders(trader.cookie),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const verifyIdentity = (t: TestApp, trader: Trader, body: unknown) =>
  request(t, 'POST', '/api/me/identity', trader, body);

export async function verified(t: TestApp, trader: Trader, body: unknown = AHMET) {
  const res = await verifyIdentity(t, trader, body);
  expect(res.statusCode, res.body).toBe(200);
  const { identity } = res.json<MyIdentityResponse>();
  if (!identity) throw new Error('verified, but no identity in the answer');
  return identity;
}

export async function adminIdentity(t: TestApp, admin: Trader, userId: string) {
  const res = await request(t, 'GET', `/api/admin/users/${userId}/identity`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminIdentity>();
}

/** Raw rows of a query, on PGlite and node-postgres alike (both answer `{ rows }`). */
export async function rowsOf<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
