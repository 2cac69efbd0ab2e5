import {
  PUSH_MESSAGES as M,
  type PushDevice,
} from '@arsamezat/shared/notifications/push-subscriptions';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import {
  addPushSubscription,
  removePushDevice,
  usePushDevices,
  useRefreshPushDevices,
  useRemovePushDevice,
} from '../api/push-devices';
import { browserPush, type PushBrowser } from '../lib/push-browser';
import { SwitchRow } from './switch-row';

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

type Message = { tone: 'success' | 'error' | 'info'; text: string } | null;

function DeviceRow(props: { device: PushDevice; current: boolean }) {
  const remove = useRemovePushDevice();
  const { device, current } = props;
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words text-ink-900">
          {device.label}
          {current && <span className="ml-2 text-sm text-brand-700">({M.thisDevice})</span>}
        </p>
        <p className="text-sm text-ink-600">
          {dateFormat.format(new Date(device.createdAt))} tarihinden beri
        </p>
      </div>
      <Button
        variant="outline"
        className="min-h-11 shrink-0"
        disabled={remove.isPending}
        aria-label={`${device.label}: ${M.remove}`}
        onClick={() => remove.mutate(device.id)}
      >
        {M.remove}
      </Button>
    </li>
  );
}

/**
 * 'Bu cihazda anlık bildirim' (issue 32, decision 090): the switch subscribes this browser with
 * the server's VAPID key and stores the subscription, or removes it; below, the member's devices
 * with push on, each removable. iPhone Safari outside a home-screen install is told to add the
 * app to the home screen first.
 */
export function PushSettings(props: { push?: PushBrowser }) {
  const [push] = useState(() => props.push ?? browserPush());
  const devices = usePushDevices();
  const refresh = useRefreshPushDevices();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  useEffect(() => {
    let live = true;
    void push
      .current()
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [push]);

  const list = devices.data?.devices ?? [];
  const on = endpoint !== null && list.some((device) => device.endpoint === endpoint);

  async function change(value: boolean) {
    if (!devices.data) return;
    setBusy(true);
    setMessage(null);
    try {
      if (value) {
        const subscription = await push.subscribe(devices.data.publicKey);
        await addPushSubscription(subscription);
        setEndpoint(subscription.endpoint);
        setMessage({ tone: 'success', text: M.turnedOn });
      } else {
        const own = list.find((device) => device.endpoint === endpoint);
        await push.unsubscribe();
        if (own) await removePushDevice(own.id);
        setEndpoint(null);
        setMessage({ tone: 'success', text: M.turnedOff });
      }
    } catch (error) {
      const denied = error instanceof Error && error.message === 'denied';
      setMessage({ tone: 'error', text: denied ? M.denied : M.failed });
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  return (
    <section aria-labelledby="push-title" className="space-y-3 border-t border-ink-100 pt-4">
      <h3 id="push-title" className="sr-only">
        {M.label}
      </h3>
      {push.supported ? (
        <SwitchRow
          label={M.label}
          description={M.description}
          checked={on}
          disabled={busy || !devices.data}
          onChange={(value) => void change(value)}
        />
      ) : (
        <Notice tone="info" title={push.needsHomeScreen ? 'Ana Ekrana Ekle' : M.unsupported}>
          {push.needsHomeScreen ? <p className="mt-1 text-sm">{M.iosHint}</p> : null}
        </Notice>
      )}
      <div aria-live="polite">{message && <Notice tone={message.tone} title={message.text} />}</div>
      <div>
        <h4 className="font-semibold text-ink-900">{M.devices}</h4>
        {list.length === 0 ? (
          <p className="mt-1 text-sm text-ink-600">{M.noDevices}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {list.map((device) => (
              <DeviceRow key={device.id} device={device} current={device.endpoint === endpoint} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
