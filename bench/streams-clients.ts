/**
 * The clients of bench/streams.ts, in a process of their own so that their sockets and memory
 * are not counted as the server's. Opens the streams it is sent (to 127.0.0.1 only), holds them,
 * and closes them all when told. Messages: parent → { kind: 'open', streams } | { kind: 'close' };
 * child → { kind: 'opened', … } | { kind: 'closed' }.
 */
import http from 'node:http';

export type StreamRequest = { path: string; address: string; cookie?: string };
export type ToClients =
  { kind: 'open'; port: number; streams: StreamRequest[]; concurrency: number } | { kind: 'close' };
export type FromClients =
  { kind: 'opened'; ok: number; statuses: Record<string, number>; ms: number } | { kind: 'closed' };

const held: http.ClientRequest[] = [];

/** Opens one stream on its own connection; answers its status (a refusal is read and closed). */
function openStream(port: number, stream: StreamRequest): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: stream.path,
        agent: false,
        headers: {
          accept: 'text/event-stream',
          'x-forwarded-for': stream.address,
          ...(stream.cookie ? { cookie: stream.cookie } : {}),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status === 200) {
          held.push(request);
          res.resume();
        } else {
          res.resume();
          res.on('end', () => request.destroy());
        }
        resolve(status);
      },
    );
    request.on('error', () => resolve(0));
  });
}

async function openAll(port: number, streams: StreamRequest[], concurrency: number) {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  let next = 0;
  const lane = async () => {
    while (next < streams.length) {
      const stream = streams[next++];
      if (!stream) break;
      const status = await openStream(port, stream);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const reply: FromClients = {
    kind: 'opened',
    ok: statuses[200] ?? 0,
    statuses,
    ms: Math.round(performance.now() - started),
  };
  process.send?.(reply);
}

process.on('message', (message: ToClients) => {
  if (message.kind === 'open') {
    void openAll(message.port, message.streams, message.concurrency);
    return;
  }
  for (const request of held.splice(0)) request.destroy();
  const reply: FromClients = { kind: 'closed' };
  process.send?.(reply, () => process.exit(0));
});
// The parent gone (a crash, the bench's deadline): nothing is left holding streams.
process.on('disconnect', () => process.exit(0));
