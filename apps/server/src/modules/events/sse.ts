import {
  SSE_HEARTBEAT_MS,
  SSE_RETRY_MS,
  STREAM_RELOAD_EVENT,
  type ListingEvent,
} from '@arsamezat/shared/trading/events';
import type { ServerResponse } from 'node:http';
import { reconnectElsewhereText } from '../../lib/drain.ts';

/** A slow reader holding more than this unsent is dropped; its EventSource reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The SSE wire text of one event with its id in the log (decision 086); a bid that moved the end
 * is followed by `extended`, with the same id (a page applies each id and type once). Each
 * event's data carries `serverNow`, the app's clock as it writes it (issue 31): the page's
 * countdowns measure their offset from it.
 */
export function formatSseEvent(event: ListingEvent, id: number | undefined, now: Date): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  const serverNow = now.toISOString();
  const data = JSON.stringify({ ...event.data, serverNow });
  const message = `${idLine}event: ${event.type}\ndata: ${data}\n\n`;
  if (event.type === 'bid' && event.data.extended) {
    const extended = { listingId: event.data.listingId, endsAt: event.data.endsAt, serverNow };
    return `${message}${idLine}event: extended\ndata: ${JSON.stringify(extended)}\n\n`;
  }
  return message;
}

export type SseStream = {
  send(event: ListingEvent, id?: number): void;
  /**
   * Sets the browser's last event id without an event (`id:` alone: EventSource keeps it for
   * its `Last-Event-ID`), or with `reload` tells the page to refetch what it shows.
   */
  mark(id: number, reload?: boolean): void;
  /** Ends the response (server shutdown); `onClose` runs once, however the stream ended. */
  end(): void;
  /** The instance drains: tells the browser to reconnect (elsewhere), then ends (decision 089). */
  reconnectElsewhere(): void;
};

/** Starts an event stream on a raw response: headers, retry hint, heartbeat comments. */
export function openSseStream(
  res: ServerResponse,
  options: {
    requestId: string;
    onClose: () => void;
    /** The app's clock, the one auctions close by: each event's `serverNow`. */
    clock: () => Date;
  },
): SseStream {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': options.requestId,
  });
  res.write(`retry: ${SSE_RETRY_MS}\n\n`);

  let ended = false;
  const heartbeat = setInterval(() => write(': ping\n\n'), SSE_HEARTBEAT_MS);
  heartbeat.unref();

  function finish() {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    options.onClose();
  }
  function write(text: string) {
    if (ended || res.writableEnded) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.end();
      return;
    }
    res.write(text);
  }
  res.on('close', finish);

  function end() {
    if (!res.writableEnded) res.end();
    finish();
  }

  return {
    send: (event, id) => write(formatSseEvent(event, id, options.clock())),
    mark: (id, reload = false) =>
      write(
        reload
          ? `id: ${id}\nevent: ${STREAM_RELOAD_EVENT}\ndata: ${JSON.stringify({ serverNow: options.clock().toISOString() })}\n\n`
          : `id: ${id}\n\n`,
      ),
    end,
    reconnectElsewhere() {
      write(reconnectElsewhereText());
      end();
    },
  };
}
