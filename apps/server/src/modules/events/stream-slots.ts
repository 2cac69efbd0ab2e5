import { isIPv6 } from 'node:net';
import { formatErrorMessage } from '@arsamezat/shared/core/errors';
import { shuttingDown, type Drain } from '../../lib/drain.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * How many live streams (Server-Sent Events) may be open at once on one instance (decision 053).
 * Each holds a socket, a file descriptor and some 30 KB until the caller goes; without a cap one
 * address could hold thousands.
 *
 * - per address: listing, card-grid and member streams together. A household's tabs use a few
 *   dozen at most; the rest is room for the many people a mobile carrier puts behind one address.
 * - per member: the member's own stream (one per open tab, whatever the address).
 */
export const STREAM_CAPS = { perAddress: 200, perMember: 30 } as const;

/** What a refused caller is told to wait: a slot frees when one of its streams closes. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/** Who holds a stream: the client's address and, for the member's stream, the member. */
export type StreamHolder = { address: string; memberId?: string };

/**
 * The address a cap counts: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4), IPv6 by its
 * /64 — the block one subscriber line or phone gets, inside which an address costs nothing.
 */
export function streamAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::', 2);
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function tooManyStreams(): AppError {
  const seconds = STREAM_RETRY_AFTER_SECONDS;
  return new AppError('TOO_MANY_STREAMS', formatErrorMessage('TOO_MANY_STREAMS', { seconds }), {
    retryAfter: seconds,
  });
}

function increment(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function decrement(counts: Map<string, number>, key: string) {
  const left = (counts.get(key) ?? 0) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * The open streams of this instance, counted per address and per member. `take` answers the
 * function that gives the slot back — to call once, however the stream ends; later calls do
 * nothing — or throws TOO_MANY_STREAMS (429) when the holder has none left, SHUTTING_DOWN (503)
 * once the instance drains (decision 089).
 */
export function createStreamSlots(
  caps: { perAddress: number; perMember: number } = STREAM_CAPS,
  drain?: Pick<Drain, 'draining'>,
) {
  const byAddress = new Map<string, number>();
  const byMember = new Map<string, number>();
  let open = 0;

  return {
    take(holder: StreamHolder): () => void {
      if (drain?.draining) throw shuttingDown();
      const address = streamAddressKey(holder.address);
      const { memberId } = holder;
      if ((byAddress.get(address) ?? 0) >= caps.perAddress) throw tooManyStreams();
      if (memberId !== undefined && (byMember.get(memberId) ?? 0) >= caps.perMember) {
        throw tooManyStreams();
      }
      increment(byAddress, address);
      if (memberId !== undefined) increment(byMember, memberId);
      open++;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        open--;
        decrement(byAddress, address);
        if (memberId !== undefined) decrement(byMember, memberId);
      };
    },
    /** Streams open on this instance now (the benchmark reads it). */
    get open(): number {
      return open;
    },
  };
}

export type StreamSlots = ReturnType<typeof createStreamSlots>;
