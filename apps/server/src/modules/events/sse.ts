import {
  SSE_HEARTBEAT_MS,
  SSE_RETRY_MS,
  type ListingEvent,
} from '@arsamezat/shared/trading/events';
import type { ServerResponse } from 'node:http';

/** A slow reader holding more than this unsent is dropped; its EventSource reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The SSE wire text of one event; a bid that moved the end is followed by `extended`. */
export function formatSseEvent(event: ListingEvent): string {
  const message = `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
  if (event.type === 'bid' && event.data.extended) {
    const extended = { listingId: event.data.listingId, endsAt: event.data.endsAt };
    return `${message}event: extended\ndata: ${JSON.stringify(extended)}\n\n`;
  }
  return message;
}

export type SseStream = {
  send(event: ListingEvent): void;
  /** Ends the response (server shutdown); `onClose` runs once, however the stream ended. */
  end(): void;
};

/** Starts an event stream on a raw response: headers, retry hint, heartbeat comments. */
export function openSseStream(
  res: ServerResponse,
  options: { requestId: string; onClose: () => void },
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

  return {
    send: (event) => write(formatSseEvent(event)),
    end() {
      if (!res.writableEnded) res.end();
      finish();
    },
  };
}
