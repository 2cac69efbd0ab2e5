import type { LightMyRequestResponse } from 'fastify';
import { csrfHeaders, type TestApp } from '../../../../test/helpers/app.ts';
import type { LocalSubscription } from '../../../providers/push/local-push-service.ts';
import type { Trader } from '../../bids/testing/trading-fixtures.ts';

export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A request to /api/me/push-subscriptions as the member's browser sends it. */
export function pushRequest(
  t: TestApp,
  trader: Trader | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  options: { id?: string; payload?: unknown; userAgent?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api/me/push-subscriptions${options.id ? `/${options.id}` : ''}`,
    headers: {
      ...csrfHeaders(...(trader ? [trader.cookie] : [])),
      'user-agent': options.userAgent ?? ANDROID_CHROME,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** Turns push on for the member with the subscription, as the settings page does. */
export async function turnPushOn(
  t: TestApp,
  trader: Trader,
  subscription: LocalSubscription,
): Promise<string> {
  const response = await pushRequest(t, trader, 'POST', { payload: subscription });
  if (response.statusCode !== 201) throw new Error(`push on: ${response.body}`);
  return response.json<{ device: { id: string } }>().device.id;
}
