/**
 * The watchers of bench/scale.ts, in a process of their own (several run side by side): opens its
 * share of one hot auction's live streams through the load balancer with raw HTTP, reads the
 * Server-Sent Events as a browser's EventSource would — `id:` lines kept, `retry:` honoured, and
 * on a dropped stream a reconnect after that delay with `Last-Event-ID` — and notes for every
 * stream when each bid (known by its amount) arrived. At the end the parent sends when each
 * accepted bid was sent; this process answers a latency histogram, the bids a stream never got
 * (lost) and twice (duplicates), and its reconnects. Talks to 127.0.0.1 only.
 */
import http from 'node:http';
import { Histogram } from './scale-histogram.ts';

export type OpenStreams = {
  kind: 'open';
  port: number;
  path: string;
  count: number;
  concurrency: number;
  /** Bid k has the amount start + k·step; at most `maxBids` are followed. */
  start: number;
  step: number;
  maxBids: number;
};
export type ToWatchers =
  | OpenStreams
  | { kind: 'status' }
  /** Every accepted bid: its index k and when it was sent (ms, performance.timeOrigin-based). */
  | { kind: 'collect'; accepted: [number, number][] }
  | { kind: 'close' };

export type Collected = {
  kind: 'collected';
  streams: number;
  /** Deliveries of accepted bids, all of them and on streams that never dropped. */
  all: number[];
  undisturbed: number[];
  delivered: number;
  lost: number;
  /** Of the lost: on streams that dropped and were open again at the end, and on the others. */
  lostOnReconnected: number;
  lostNotBack: number;
  duplicates: number;
  /** Streams that dropped at least once, and of them open again at the end. */
  dropped: number;
  reopened: number;
  reconnects: number;
  failedReconnects: number;
  /** Reconnects that sent a Last-Event-ID (the stream had seen an `id:`). */
  withLastEventId: number;
  /** Bids received whose sender saw no 201 (its answer lost: a timeout, a dropped connection). */
  unknown: number;
  reloads: number;
};
export type FromWatchers =
  | { kind: 'opened'; ok: number; statuses: Record<string, number>; ms: number }
  | { kind: 'status'; open: number; reconnecting: number; reconnects: number }
  | Collected
  | { kind: 'closed' };

const now = () => performance.timeOrigin + performance.now();

type Watcher = {
  request?: http.ClientRequest;
  open: boolean;
  lastEventId?: string;
  retryMs: number;
  drops: number;
  /** Arrival time of bid k (0: not yet). */
  arrivals: Float64Array;
  duplicates: number;
  unknown: number;
  /** `reload` events: the gap was older than the server's event log. */
  reloads: number;
};

let plan: OpenStreams | undefined;
const watchers: Watcher[] = [];
let stopping = false;
let reconnects = 0;
let failedReconnects = 0;
let withLastEventId = 0;

/** One SSE message block (the lines between blank lines). */
function onMessage(watcher: Watcher, block: string) {
  let type = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('id:')) watcher.lastEventId = line.slice(3).trim();
    else if (line.startsWith('event:')) type = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5);
    else if (line.startsWith('retry:')) watcher.retryMs = Number(line.slice(6)) || watcher.retryMs;
  }
  if (type === 'reload') watcher.reloads++;
  if (type !== 'bid' || !plan) return;
  const match = /"amount":(\d+)/.exec(data);
  if (!match) return;
  const k = (Number(match[1]) - plan.start) / plan.step;
  if (!Number.isInteger(k) || k < 0 || k >= plan.maxBids) {
    watcher.unknown++;
    return;
  }
  if (watcher.arrivals[k]) watcher.duplicates++;
  else watcher.arrivals[k] = now();
}

/** Opens (or reopens) a watcher's stream; answers the status (0: no connection). */
function connect(watcher: Watcher): Promise<number> {
  const target = plan;
  if (!target) return Promise.resolve(0);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (status: number) => {
      if (!settled) resolve(status);
      settled = true;
    };
    const request = http.get(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.path,
        agent: false,
        headers: {
          accept: 'text/event-stream',
          ...(watcher.lastEventId ? { 'last-event-id': watcher.lastEventId } : {}),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        settle(status);
        if (status !== 200) {
          res.resume();
          res.on('end', () => request.destroy());
          return;
        }
        watcher.request = request;
        watcher.open = true;
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            onMessage(watcher, buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
        });
        res.on('close', () => dropped(watcher));
      },
    );
    request.on('error', () => settle(0));
  });
}

/** The stream ended: as EventSource does, try again after `retry` until it is open again. */
function dropped(watcher: Watcher) {
  if (!watcher.open || stopping) return;
  watcher.open = false;
  watcher.drops++;
  const retry = () => {
    if (stopping) return;
    reconnects++;
    if (watcher.lastEventId) withLastEventId++;
    void connect(watcher).then((status) => {
      if (status === 200) return;
      failedReconnects++;
      setTimeout(retry, watcher.retryMs);
    });
  };
  setTimeout(retry, watcher.retryMs);
}

async function openAll(message: OpenStreams) {
  plan = message;
  const started = performance.now();
  const statuses: Record<string, number> = {};
  let next = 0;
  const lane = async () => {
    while (next < message.count) {
      next++;
      const watcher: Watcher = {
        open: false,
        retryMs: 2000,
        drops: 0,
        arrivals: new Float64Array(message.maxBids),
        duplicates: 0,
        unknown: 0,
        reloads: 0,
      };
      const status = await connect(watcher);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 200) watchers.push(watcher);
    }
  };
  await Promise.all(Array.from({ length: message.concurrency }, lane));
  reply({
    kind: 'opened',
    ok: watchers.length,
    statuses,
    ms: Math.round(performance.now() - started),
  });
}

function collect(accepted: [number, number][]): Collected {
  const all = new Histogram();
  const undisturbed = new Histogram();
  const result: Collected = {
    kind: 'collected',
    streams: watchers.length,
    all: [],
    undisturbed: [],
    delivered: 0,
    lost: 0,
    lostOnReconnected: 0,
    lostNotBack: 0,
    duplicates: 0,
    dropped: 0,
    reopened: 0,
    reconnects,
    failedReconnects,
    withLastEventId,
    unknown: 0,
    reloads: 0,
  };
  const acceptedSet = new Set(accepted.map(([k]) => k));
  for (const watcher of watchers) {
    result.duplicates += watcher.duplicates;
    result.unknown += watcher.unknown;
    result.reloads += watcher.reloads;
    if (watcher.drops > 0) result.dropped++;
    if (watcher.drops > 0 && watcher.open) result.reopened++;
    for (const [k, sentAt] of accepted) {
      const arrived = watcher.arrivals[k] ?? 0;
      if (!arrived) {
        result.lost++;
        if (watcher.drops > 0 && watcher.open) result.lostOnReconnected++;
        if (!watcher.open) result.lostNotBack++;
        continue;
      }
      result.delivered++;
      all.add(arrived - sentAt);
      if (watcher.drops === 0) undisturbed.add(arrived - sentAt);
    }
    // A bid that arrived but was never accepted (its sender saw a refusal): must not exist.
    watcher.arrivals.forEach((arrived, k) => {
      if (arrived && !acceptedSet.has(k)) result.unknown++;
    });
  }
  result.all = all.counts;
  result.undisturbed = undisturbed.counts;
  return result;
}

function reply(message: FromWatchers, then: () => void = () => undefined) {
  process.send?.(message, then);
}

process.on('message', (message: ToWatchers) => {
  if (message.kind === 'open') void openAll(message);
  else if (message.kind === 'status') {
    reply({
      kind: 'status',
      open: watchers.filter((w) => w.open).length,
      reconnecting: watchers.filter((w) => !w.open).length,
      reconnects,
    });
  } else if (message.kind === 'collect') reply(collect(message.accepted));
  else {
    stopping = true;
    for (const watcher of watchers) watcher.request?.destroy();
    reply({ kind: 'closed' }, () => process.exit(0));
  }
});
// The parent gone (a crash, the bench's deadline): nothing is left holding streams.
process.on('disconnect', () => process.exit(0));
