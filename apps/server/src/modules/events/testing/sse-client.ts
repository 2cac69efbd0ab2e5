/** A tiny Server-Sent Events reader over fetch, for tests that listen on a real port. */

/**
 * `id`: the message's own `id:` line, if it had one. `serverNow`: the server's clock the message
 * carried (issue 31), taken out of `data`, which holds the event's own fields.
 */
export type SseMessage = { event: string; data: unknown; id?: string; serverNow?: string };

export type SseClient = {
  status: number;
  headers: Headers;
  /** Every message received so far, in order (comments and retry lines excluded). */
  messages: SseMessage[];
  /** The raw text received so far. */
  text(): string;
  /** What EventSource would send as `Last-Event-ID` now (the last `id:` line received). */
  lastEventId(): string | undefined;
  /**
   * Resolves with the first message of `event` not yet taken, or rejects after `timeoutMs`
   * (default 15 s: a bound for a hung test, not a speed check — a loaded CI machine can take
   * more than a second to pass an event on; the test's own timeout is 30 s).
   */
  next(event: string, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function openSse(
  url: string,
  options: { lastEventId?: string } = {},
): Promise<SseClient> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const res = await fetch(url, { signal: abort.signal, headers });
  let lastEventId: string | undefined;
  const messages: SseMessage[] = [];
  const taken = new Set<SseMessage>();
  const waiters = new Set<() => void>();
  let raw = '';
  let buffer = '';

  const parse = (block: string) => {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('id: ')) id = line.slice(4);
    }
    if (id !== undefined) lastEventId = id;
    if (data.length > 0) {
      const parsed = JSON.parse(data.join('\n')) as unknown;
      let serverNow: string | undefined;
      let fields = parsed;
      if (parsed !== null && typeof parsed === 'object' && 'serverNow' in parsed) {
        const { serverNow: stamp, ...rest } = parsed;
        if (typeof stamp === 'string') serverNow = stamp;
        fields = rest;
      }
      messages.push({
        event,
        data: fields,
        ...(id ? { id } : {}),
        ...(serverNow ? { serverNow } : {}),
      });
    }
  };

  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        raw += text;
        buffer += text;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          parse(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Aborted by close().
    }
  })();

  return {
    status: res.status,
    headers: res.headers,
    messages,
    text: () => raw,
    lastEventId: () => lastEventId,
    ended,
    next(event, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find((m) => m.event === event && !taken.has(m));
          if (!found) return false;
          taken.add(found);
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no '${event}' event within ${timeoutMs} ms; got ${raw}`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    close: () => abort.abort(),
  };
}
