import type { PushDevice } from '@arsamezat/shared/notifications/push-subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '../pages/settings-page';
import {
  defaultSettings,
  mockApi,
  renderMemberPage,
  type ApiCall,
  type Reply,
} from '../testing/member-test-kit';

/** The server's VAPID public key (a real P-256 point, base64url). */
const PUBLIC_KEY =
  'BE1qNkXKCqXeyoFV7aBAhaEmFTXYmAsKROnM1Q5f_uwCCNvF5g64gceSSnhbu9d9jP63mfFMXrtabk69wbMJzGU';
const KEYS = {
  p256dh: 'BH1WnXQJqPYsO2hlQiuEikjDeTKb5YsiugZ4e6WG5Fp9cr_lLgTEpTndML6JAAqTA_PWEssj7vBH5wh1qjeL3Is',
  auth: 'c2VjcmV0LWF1dGgtMTIzNA',
};
const THIS_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/bu-cihaz';

const device = (id: string, endpoint: string, label: string): PushDevice => ({
  id,
  label,
  endpoint,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: null,
});
const LAPTOP = device(
  'a1a1a1a1-0000-4000-8000-000000000001',
  'https://updates.push.services.mozilla.com/wpush/v2/dizustu',
  'Firefox · Windows',
);
const PHONE = device('b2b2b2b2-0000-4000-8000-000000000002', THIS_ENDPOINT, 'Chrome · Android');

/**
 * The browser's Push API replaced at its boundary: `navigator.serviceWorker`, `PushManager`
 * and `Notification`, as Chromium offers them, with a push manager that keeps one subscription.
 */
function fakePushBrowser(options: { permission?: NotificationPermission; subscribed?: boolean }) {
  type FakeSubscription = {
    endpoint: string;
    toJSON(): PushSubscriptionJSON;
    unsubscribe: () => Promise<boolean>;
  };
  const make = (): FakeSubscription => ({
    endpoint: THIS_ENDPOINT,
    toJSON: () => ({ endpoint: THIS_ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      state.subscription = null;
      return true;
    }),
  });
  const state: { subscription: FakeSubscription | null; registered: boolean } = {
    subscription: options.subscribed ? make() : null,
    registered: Boolean(options.subscribed),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      state.subscription = make();
      return state.subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    getRegistration: vi.fn(async () => (state.registered ? registration : undefined)),
    register: vi.fn(async () => {
      state.registered = true;
      return registration;
    }),
    ready: Promise.resolve(registration),
  };
  const requestPermission = vi.fn(async () => options.permission ?? 'granted');
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { requestPermission, permission: 'default' });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  return { state, pushManager, serviceWorker, requestPermission };
}

function pushApi(devices: PushDevice[]) {
  let list = [...devices];
  return mockApi({
    'GET /api/me/settings': { body: { settings: defaultSettings } },
    'GET /api/me/push-subscriptions': () => ({ body: { publicKey: PUBLIC_KEY, devices: list } }),
    'POST /api/me/push-subscriptions': (call: ApiCall): Reply => {
      const added = device(
        'c3c3c3c3-0000-4000-8000-000000000003',
        THIS_ENDPOINT,
        'Chrome · Android',
      );
      expect((call.body as { endpoint: string }).endpoint).toBe(THIS_ENDPOINT);
      list = [...list, added];
      return { status: 201, body: { device: added } };
    },
    [`DELETE /api/me/push-subscriptions/${LAPTOP.id}`]: () => {
      list = list.filter((d) => d.id !== LAPTOP.id);
      return { status: 204 };
    },
    [`DELETE /api/me/push-subscriptions/${PHONE.id}`]: () => {
      list = list.filter((d) => d.id !== PHONE.id);
      return { status: 204 };
    },
  });
}

const renderSettings = () => renderMemberPage('/settings', <SettingsPage />);
const pushSwitch = () => screen.findByRole('switch', { name: 'Bu cihazda anlık bildirim' });

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("'Bu cihazda anlık bildirim' on /settings", () => {
  it('turns push on: asks permission, subscribes with the server key, stores the subscription', async () => {
    const browser = fakePushBrowser({});
    const api = pushApi([LAPTOP]);
    const { user } = renderSettings();
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(await screen.findByText('Firefox · Windows')).toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText('Bu cihazda anlık bildirim açıldı.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    const key = options?.applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(Buffer.from(key).toString('base64url')).toBe(PUBLIC_KEY);
    expect(api.callsTo('POST', '/api/me/push-subscriptions')[0]?.body).toEqual({
      endpoint: THIS_ENDPOINT,
      keys: KEYS,
    });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await screen.findByText('(Bu cihaz)')).toBeInTheDocument();
  });

  it('turns push off: unsubscribes the browser and removes this device', async () => {
    const browser = fakePushBrowser({ subscribed: true });
    const api = pushApi([LAPTOP, PHONE]);
    const { user } = renderSettings();
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeChecked());

    await user.click(toggle);
    expect(await screen.findByText('Bu cihazda anlık bildirim kapatıldı.')).toBeInTheDocument();
    expect(browser.state.subscription).toBeNull();
    expect(api.callsTo('DELETE', `/api/me/push-subscriptions/${PHONE.id}`)).toHaveLength(1);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(screen.queryByText('Chrome · Android')).not.toBeInTheDocument());
  });

  it('says how to allow notifications when the permission is refused, and stores nothing', async () => {
    const browser = fakePushBrowser({ permission: 'denied' });
    const api = pushApi([]);
    const { user } = renderSettings();
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(screen.getByText('Henüz anlık bildirim açık bir cihazınız yok.')).toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText(/Bildirim izni verilmedi/)).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/me/push-subscriptions')).toEqual([]);
    expect(toggle).not.toBeChecked();
  });

  it('removes another device from the list', async () => {
    fakePushBrowser({});
    const api = pushApi([LAPTOP]);
    const { user } = renderSettings();
    const row = (await screen.findByText('Firefox · Windows')).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Firefox · Windows: Kaldır' }));
    await waitFor(() => expect(screen.queryByText('Firefox · Windows')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', `/api/me/push-subscriptions/${LAPTOP.id}`)).toHaveLength(1);
  });

  it("guides iPhone Safari to 'Ana Ekrana Ekle' instead of a switch", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    );
    pushApi([]);
    renderSettings();
    expect(await screen.findByText('Ana Ekrana Ekle')).toBeInTheDocument();
    expect(screen.getByText(/Paylaş menüsünden ‘Ana Ekrana Ekle’/)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Bu cihazda anlık bildirim' })).toBeNull();
    vi.restoreAllMocks();
  });
});
