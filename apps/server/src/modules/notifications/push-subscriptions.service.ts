import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { formatErrorMessage } from '@arsamezat/shared/core/errors';
import {
  PUSH_LIMITS,
  type AddPushSubscriptionInput,
  type PushDevice,
  type PushDevicesResponse,
} from '@arsamezat/shared/notifications/push-subscriptions';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { deviceLabel } from './device-label.ts';
import {
  countDevices,
  deleteDevice,
  findOwnerOfEndpoint,
  lockMember,
  selectDevices,
  upsertDevice,
  type DeviceRow,
} from './push-subscriptions.repository.ts';

function toDevice(row: DeviceRow): PushDevice {
  return {
    id: row.id,
    label: row.label,
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Whether the server may POST to this endpoint: https to a named host; the loopback's plain
 * http (the local push service) only outside production; never an address or `localhost` in
 * production, so a subscription cannot make the server call inside its own network.
 */
function endpointAllowed(endpoint: string, allowLoopback: boolean): boolean {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = host === 'localhost' || isIP(host) !== 0;
  if (allowLoopback) return url.protocol === 'https:' || local;
  return url.protocol === 'https:' && !local && host.includes('.');
}

/** A P-256 public key a shared secret can be computed with: a point on the curve. */
function validBrowserKey(p256dh: string): boolean {
  const raw = Buffer.from(p256dh, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return false;
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(raw);
    return true;
  } catch {
    return false;
  }
}

/**
 * 'Bu cihazda anlık bildirim' (issue 32, decision 090): the member's devices with push on; add
 * this browser's subscription (at most `PUSH_LIMITS.devicesPerMember`), remove one of their own.
 */
export function createPushSubscriptionsService(deps: {
  db: Db;
  clock: () => Date;
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  allowLoopback: boolean;
}) {
  const { db, clock } = deps;
  return {
    async list(userId: string): Promise<PushDevicesResponse> {
      return {
        publicKey: deps.publicKey,
        devices: (await selectDevices(db, userId)).map(toDevice),
      };
    },

    async add(
      userId: string,
      input: AddPushSubscriptionInput,
      userAgent: string | undefined,
    ): Promise<PushDevice> {
      if (
        !endpointAllowed(input.endpoint, deps.allowLoopback) ||
        !validBrowserKey(input.keys.p256dh) ||
        Buffer.from(input.keys.auth, 'base64url').length !== 16
      ) {
        throw new AppError('PUSH_SUBSCRIPTION_INVALID');
      }
      const row = await db.transaction(async (tx) => {
        await lockMember(tx, userId);
        const owner = await findOwnerOfEndpoint(tx, input.endpoint);
        const max = PUSH_LIMITS.devicesPerMember;
        if (owner?.userId !== userId && (await countDevices(tx, userId)) >= max) {
          throw new AppError('PUSH_DEVICE_LIMIT', formatErrorMessage('PUSH_DEVICE_LIMIT', { max }));
        }
        return upsertDevice(
          tx,
          {
            userId,
            endpoint: input.endpoint,
            p256dh: input.keys.p256dh,
            auth: input.keys.auth,
            label: deviceLabel(userAgent),
          },
          clock(),
        );
      });
      return toDevice(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await deleteDevice(db, userId, id))) throw new AppError('PUSH_DEVICE_NOT_FOUND');
    },
  };
}

export type PushSubscriptionsService = ReturnType<typeof createPushSubscriptionsService>;
