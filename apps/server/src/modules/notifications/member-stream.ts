import type { ServerResponse } from 'node:http';
import { NOTIFICATIONS_STREAM_EVENT } from '@arsamezat/shared/notifications/notifications.routes';
import { SSE_HEARTBEAT_MS, SSE_RETRY_MS } from '@arsamezat/shared/trading/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { reconnectElsewhereText } from '../../lib/drain.ts';
import type { StopListening } from '../../db/listen.ts';
import { MEMBER_NOTIFICATIONS_CHANNEL } from './notification-events.ts';

export type MemberListener = () => void;

/**
 * Which member's notifications changed, across instances: the record statement (and marking
 * read) NOTIFY `member_notifications` with the member's id at commit; each instance LISTENs from
 * its first open bell on and wakes only that member's streams. The payload is an id, never
 * content: the stream tells a tab to refetch its own list through the authenticated API.
 */
export function createMemberNotificationHub(deps: { database: Database; log: FastifyBaseLogger }) {
  const listeners = new Map<string, Set<MemberListener>>();
  let listening: Promise<StopListening> | null = null;

  function ensureListening() {
    listening ??= deps.database
      .listen(
        MEMBER_NOTIFICATIONS_CHANNEL,
        (payload) => {
          for (const listener of listeners.get(payload ?? '') ?? []) listener();
        },
        (error, what) => deps.log.warn({ err: error }, `member notifications: ${what}`),
      )
      .catch((error: unknown) => {
        listening = null;
        throw error;
      });
    return listening;
  }

  return {
    async subscribe(userId: string, listener: MemberListener): Promise<() => void> {
      await ensureListening();
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      const stop = listening;
      listening = null;
      listeners.clear();
      if (stop) await (await stop)();
    },
  };
}

export type MemberNotificationHub = ReturnType<typeof createMemberNotificationHub>;

/** One member's event stream: a `notifications` event whenever their list changed. */
export function openMemberStream(res: ServerResponse, requestId: string, onClose: () => void) {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': requestId,
  });
  res.write(`retry: ${SSE_RETRY_MS}\n\n`);
  let ended = false;
  const write = (text: string) => {
    if (!ended && !res.writableEnded) res.write(text);
  };
  const heartbeat = setInterval(() => write(': ping\n\n'), SSE_HEARTBEAT_MS);
  heartbeat.unref();
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    onClose();
  };
  res.on('close', finish);
  return {
    changed: () => write(`event: ${NOTIFICATIONS_STREAM_EVENT}\ndata: {}\n\n`),
    end() {
      if (!res.writableEnded) res.end();
      finish();
    },
    /** The instance drains: the tab reconnects (elsewhere) and refetches (decision 089). */
    reconnectElsewhere() {
      write(reconnectElsewhereText());
      if (!res.writableEnded) res.end();
      finish();
    },
  };
}
