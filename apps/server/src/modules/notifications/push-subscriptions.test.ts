import { PUSH_LIMITS } from '@arsamezat/shared/notifications/push-subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { PRODUCTION_TEST_ENV } from '../../../test/helpers/production-env.ts';
import {
  startLocalPushService,
  type LocalPushService,
} from '../../providers/push/local-push-service.ts';
import { BID_TEST_NOW, openBiddingRoom, type BiddingRoom } from '../bids/testing/bidding-room.ts';
import { pushRequest, turnPushOn } from './testing/push-fixtures.ts';

type Devices = {
  publicKey: string;
  devices: { id: string; label: string; endpoint: string; lastUsedAt: string | null }[];
};
type ErrorBody = { error: { code: string; message: string } };

let room: BiddingRoom;
let t: TestApp;
let pushService: LocalPushService;
let publicKey: string;

beforeAll(async () => {
  room = await openBiddingRoom();
  t = room.t;
  pushService = await startLocalPushService();
  publicKey = t.app.deps.push.publicKey;
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

const devicesOf = async (trader: BiddingRoom['ahmet']) =>
  (await pushRequest(t, trader, 'GET')).json<Devices>();

describe('/api/me/push-subscriptions', () => {
  it('needs a session', async () => {
    expect((await pushRequest(t, undefined, 'GET')).statusCode).toBe(401);
    const subscription = pushService.subscribe(publicKey);
    expect((await pushRequest(t, undefined, 'POST', { payload: subscription })).statusCode).toBe(
      401,
    );
  });

  it('adds this browser, names it from its user agent, lists it with the VAPID key, and removes it', async () => {
    const subscription = pushService.subscribe(publicKey);
    const added = await pushRequest(t, room.ahmet, 'POST', { payload: subscription });
    expect(added.statusCode).toBe(201);
    const mine = await devicesOf(room.ahmet);
    expect(mine.publicKey).toBe(publicKey);
    expect(mine.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(mine.devices).toEqual([
      expect.objectContaining({
        label: 'Chrome · Android',
        endpoint: subscription.endpoint,
        lastUsedAt: null,
      }),
    ]);
    // The keys are never answered back.
    expect(JSON.stringify(mine)).not.toContain(subscription.keys.p256dh);
    expect(JSON.stringify(mine)).not.toContain(subscription.keys.auth);

    // The same browser again: still one device, with the fresh keys.
    const again = await pushRequest(t, room.ahmet, 'POST', {
      payload: subscription,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    });
    expect(again.statusCode).toBe(201);
    expect((await devicesOf(room.ahmet)).devices).toEqual([
      expect.objectContaining({ label: 'Safari · iPhone' }),
    ]);

    const id = mine.devices[0]!.id;
    expect((await pushRequest(t, room.ahmet, 'DELETE', { id })).statusCode).toBe(204);
    expect((await devicesOf(room.ahmet)).devices).toEqual([]);
    const gone = await pushRequest(t, room.ahmet, 'DELETE', { id });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<ErrorBody>().error).toEqual({
      code: 'PUSH_DEVICE_NOT_FOUND',
      message: 'Cihaz bulunamadı.',
    });
  });

  it("shows and removes only one's own devices; a browser signed in to another account moves to it", async () => {
    const shared = pushService.subscribe(publicKey);
    const ayseDevice = await turnPushOn(t, room.ayse, shared);
    expect((await devicesOf(room.mehmet)).devices).toEqual([]);

    const foreign = await pushRequest(t, room.mehmet, 'DELETE', { id: ayseDevice });
    expect(foreign.statusCode).toBe(404);
    expect((await devicesOf(room.ayse)).devices.map((d) => d.id)).toEqual([ayseDevice]);

    // Mehmet signs in on the same browser and turns push on: the browser is his now.
    await turnPushOn(t, room.mehmet, shared);
    expect((await devicesOf(room.ayse)).devices).toEqual([]);
    expect((await devicesOf(room.mehmet)).devices.map((d) => d.endpoint)).toEqual([
      shared.endpoint,
    ]);
  });

  it(`takes at most ${PUSH_LIMITS.devicesPerMember} devices per member`, async () => {
    const member = room.ahmet;
    for (const device of (await devicesOf(member)).devices) {
      await pushRequest(t, member, 'DELETE', { id: device.id });
    }
    const first = pushService.subscribe(publicKey);
    await turnPushOn(t, member, first);
    for (let i = 1; i < PUSH_LIMITS.devicesPerMember; i++) {
      await turnPushOn(t, member, pushService.subscribe(publicKey));
    }
    const over = await pushRequest(t, member, 'POST', {
      payload: pushService.subscribe(publicKey),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json<ErrorBody>().error).toEqual({
      code: 'PUSH_DEVICE_LIMIT',
      message:
        'Anlık bildirim en fazla 10 cihazda açık olabilir. Yeni bir cihaz için listeden birini kaldırın.',
    });
    // A device already on is renewed, not refused.
    expect((await pushRequest(t, member, 'POST', { payload: first })).statusCode).toBe(201);
    expect((await devicesOf(member)).devices).toHaveLength(PUSH_LIMITS.devicesPerMember);
    for (const device of (await devicesOf(member)).devices) {
      await pushRequest(t, member, 'DELETE', { id: device.id });
    }
  });

  it('refuses a bad subscription with a Turkish message and stores nothing', async () => {
    const good = pushService.subscribe(publicKey);
    const notOnCurve = Buffer.alloc(65, 7);
    notOnCurve[0] = 4;
    const bad: [string, unknown][] = [
      ['no body fields', {}],
      ['plain http elsewhere', { ...good, endpoint: 'http://push.example.com/x' }],
      ['not a URL', { ...good, endpoint: 'push service' }],
      ['javascript:', { ...good, endpoint: 'javascript:alert(1)' }],
      ['too long', { ...good, endpoint: `https://push.example.com/${'a'.repeat(1000)}` }],
      ['short key', { ...good, keys: { ...good.keys, p256dh: 'BAAA' } }],
      [
        'key off the curve',
        { ...good, keys: { ...good.keys, p256dh: notOnCurve.toString('base64url') } },
      ],
      ['bad auth', { ...good, keys: { ...good.keys, auth: '!'.repeat(22) } }],
      ['extra field', { ...good, owner: 'x' }],
    ];
    for (const [what, payload] of bad) {
      const response = await pushRequest(t, room.mehmet, 'POST', { payload });
      expect(response.statusCode, what).toBe(400);
      expect(response.json<ErrorBody>().error.message, what).toMatch(
        /geçersiz|Geçersiz|Tanınmayan/,
      );
    }
    expect((await devicesOf(room.mehmet)).devices.map((d) => d.endpoint)).not.toContain(
      'http://push.example.com/x',
    );
    expect((await pushRequest(t, room.mehmet, 'DELETE', { id: 'nope' })).statusCode).toBe(400);
  });
});

describe('in production', () => {
  it('refuses to start without the VAPID pair and refuses the loopback push service', async () => {
    const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, ...withoutVapid } =
      PRODUCTION_TEST_ENV;
    expect([VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT].every(Boolean)).toBe(true);
    await expect(createTestApp({ env: withoutVapid })).rejects.toThrow(
      /VAPID_PUBLIC_KEY: required when NODE_ENV=production[\s\S]*VAPID_PRIVATE_KEY[\s\S]*VAPID_SUBJECT/,
    );
    const production = await createTestApp({
      env: { ...PRODUCTION_TEST_ENV },
      clock: () => BID_TEST_NOW,
    });
    try {
      expect(production.app.deps.push.publicKey).toBe(VAPID_PUBLIC_KEY);
      const { signedInTrader } = await import('../bids/testing/trading-fixtures.ts');
      const member = await signedInTrader(production.database.db, BID_TEST_NOW, {
        firstName: 'Zeynep',
        lastName: 'Ak',
      });
      // The service the route calls (a production session needs its secure cookie over https).
      const devices = production.app.services.pushSubscriptions;
      const local = pushService.subscribe(VAPID_PUBLIC_KEY);
      for (const endpoint of [
        local.endpoint,
        'https://10.0.0.5/push/1',
        'https://localhost/push/1',
        'https://[::1]/push/1',
      ]) {
        await expect(
          devices.add(member.id, { ...local, endpoint }, undefined),
          endpoint,
        ).rejects.toMatchObject({ code: 'PUSH_SUBSCRIPTION_INVALID', statusCode: 400 });
      }
      expect((await devices.list(member.id)).devices).toEqual([]);
      const real = { ...local, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' };
      expect(await devices.add(member.id, real, undefined)).toMatchObject({ label: 'Tarayıcı' });
    } finally {
      await production.close();
    }
  });
});
