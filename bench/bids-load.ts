/**
 * The load side of bench/bids.ts, run in a worker thread so the clients do not share the event
 * loop with the server they measure. `http` posts bids to the real app over keep-alive HTTP;
 * `sql` sends the very same conditional statement straight to PostgreSQL through a `pg` pool (the
 * raw ceiling: no HTTP, no session, no validation). Amounts come from one rising counter shared by
 * all clients of the run, so later requests bid more, and a request that lands after a higher one
 * is refused, as on a real hot auction.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

export type LoadJob = {
  mode: 'http' | 'sql';
  clients: number;
  durationMs: number;
  warmupMs: number;
  startAmount: number;
  step: number;
  /** Every this many requests of a client is a maximum of amount + 3 steps (0: none). */
  maximumEvery?: number;
  /** http: the bid URL and one cookie header per client. */
  url?: string;
  csrfToken?: string;
  cookies?: string[];
  /** sql: connection, pool size, the prepared statement and a parameter template per client. */
  connectionString?: string;
  pool?: number;
  name?: string;
  text?: string;
  /**
   * Per client: the parameters, with 'AMOUNT', 'NOW' and 'AUTOMATIC' (a maximum or not) where
   * each request puts its own.
   */
  params?: unknown[][];
  /** sql: the answer's column that is set when the input was accepted (else: any row). */
  acceptedColumn?: string;
};

export type LoadResult = {
  latenciesMs: number[];
  accepted: number;
  refused: Record<string, number>;
  errors: number;
  elapsedMs: number;
};

const job = workerData as LoadJob;

/** One keep-alive connection per client, like a browser tab; node:http costs the load side less CPU than fetch. */
const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients });

function post(client: number, payload: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      job.url ?? '',
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie: job.cookies?.[client] ?? '',
          'x-csrf-token': job.csrfToken ?? '',
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
let counter = 0;
/** Requests sent per client (which of them is a maximum). */
const sent: number[] = [];
const nextAmount = () => job.startAmount + job.step * counter++;

async function run(): Promise<LoadResult> {
  const pool =
    job.mode === 'sql'
      ? new pg.Pool({ connectionString: job.connectionString, max: job.pool })
      : undefined;

  async function once(client: number): Promise<string> {
    sent[client] = (sent[client] ?? 0) + 1;
    const maximum = job.maximumEvery ? sent[client] % job.maximumEvery === 0 : false;
    const amount = nextAmount() + (maximum ? 3 * job.step : 0);
    if (pool) {
      const params = (job.params?.[client] ?? []).map((p) =>
        p === 'AMOUNT'
          ? amount
          : p === 'NOW'
            ? new Date().toISOString()
            : p === 'AUTOMATIC'
              ? maximum
              : p,
      );
      const result = await pool.query<Record<string, unknown>>({
        name: job.name,
        text: job.text ?? '',
        values: params,
      });
      const [row] = result.rows;
      const accepted = job.acceptedColumn ? row?.[job.acceptedColumn] != null : row !== undefined;
      return accepted ? 'accepted' : 'REFUSED';
    }
    const payload = maximum ? { amount, kind: 'maximum' } : { amount };
    const { status, body } = await post(client, JSON.stringify(payload));
    if (status === 201) return 'accepted';
    return (JSON.parse(body) as { error?: { code: string } }).error?.code ?? `HTTP_${status}`;
  }

  const result: LoadResult = { latenciesMs: [], accepted: 0, refused: {}, errors: 0, elapsedMs: 0 };
  const start = performance.now();
  const measureFrom = start + job.warmupMs;
  const stopAt = measureFrom + job.durationMs;

  async function loop(client: number) {
    while (performance.now() < stopAt) {
      const began = performance.now();
      let outcome: string;
      try {
        outcome = await once(client);
      } catch {
        outcome = 'ERROR';
      }
      if (began < measureFrom) continue; // warm-up
      result.latenciesMs.push(performance.now() - began);
      if (outcome === 'accepted') result.accepted++;
      else if (outcome === 'ERROR') result.errors++;
      else result.refused[outcome] = (result.refused[outcome] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: job.clients }, (_, i) => loop(i)));
  result.elapsedMs = performance.now() - measureFrom;
  await pool?.end();
  agent.destroy();
  return result;
}

parentPort?.postMessage(await run());
