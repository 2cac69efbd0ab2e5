/**
 * The bidders of bench/scale.ts: bids at a fixed rate to one auction through the load balancer,
 * the k-th bid for start + k·step by bidder k mod n (alternating, so none outbids itself), each
 * sent on time whether or not the earlier ones have been answered. Notes when each was sent.
 */
import http from 'node:http';

export type BidPlan = {
  url: string;
  /** One cookie header per bidder (session and CSRF cookie), and the CSRF header's value. */
  cookies: string[];
  csrfToken: string;
  ratePerSecond: number;
  durationMs: number;
  start: number;
  step: number;
};

export type BidOutcome = {
  /** Accepted bids: [k, sent at (ms, performance.timeOrigin-based)]. */
  accepted: [number, number][];
  refused: Record<string, number>;
  errors: number;
  sent: number;
  /** Answer times of the accepted bids (ms). */
  answerMs: number[];
  elapsedMs: number;
};

const now = () => performance.timeOrigin + performance.now();

export async function sendBids(
  plan: BidPlan,
  at?: (elapsedMs: number) => void,
): Promise<BidOutcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const outcome: BidOutcome = {
    accepted: [],
    refused: {},
    errors: 0,
    sent: 0,
    answerMs: [],
    elapsedMs: 0,
  };
  const periodMs = 1000 / plan.ratePerSecond;
  const total = Math.floor((plan.durationMs / 1000) * plan.ratePerSecond);
  const begin = performance.now();
  const inFlight: Promise<void>[] = [];

  const bid = (k: number) =>
    new Promise<void>((resolve) => {
      const payload = JSON.stringify({ amount: plan.start + k * plan.step });
      const request = http.request(
        plan.url,
        {
          method: 'POST',
          agent,
          timeout: 30_000,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            cookie: plan.cookies[k % plan.cookies.length] ?? '',
            'x-csrf-token': plan.csrfToken,
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            if (res.statusCode === 201) {
              outcome.accepted.push([k, sentAt]);
              outcome.answerMs.push(now() - sentAt);
            } else {
              let code = `HTTP_${res.statusCode}`;
              try {
                code = (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? code;
              } catch {
                // not JSON (HAProxy's own page): the status says it
              }
              outcome.refused[code] = (outcome.refused[code] ?? 0) + 1;
            }
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        outcome.errors++;
        resolve();
      });
      const sentAt = now();
      outcome.sent++;
      request.end(payload);
    });

  for (let k = 0; k < total; k++) {
    const due = begin + k * periodMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    at?.(performance.now() - begin);
    inFlight.push(bid(k));
  }
  await Promise.all(inFlight);
  outcome.elapsedMs = performance.now() - begin;
  agent.destroy();
  outcome.accepted.sort((a, b) => a[0] - b[0]);
  return outcome;
}
