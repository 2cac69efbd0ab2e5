import net from 'node:net';

/** The NATS server the event-bus tests use (nats-server on this machine, `.ci/run` starts it). */
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

/** Whether something answers on TEST_NATS_URL's port (a connection within a second). */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url.replace(/^nats:/, 'http:'));
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 4222) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * `npm test` passes on a machine with only Node (README): without a NATS server the NATS bus's
 * tests are skipped, with a line saying so. CI sets TEST_NATS_REQUIRED=1 (`.ci/run` starts
 * nats-server first), and then a missing server fails the run instead.
 */
export const NATS_AVAILABLE = await reachable(TEST_NATS_URL);
if (!NATS_AVAILABLE) {
  if (process.env.TEST_NATS_REQUIRED === '1') {
    throw new Error(`TEST_NATS_REQUIRED=1 but no NATS server answers at ${TEST_NATS_URL}`);
  }
  console.warn(`No NATS server at ${TEST_NATS_URL}: the NATS bus's tests are skipped.`);
}

/** Each bus implementation, by the settings that select it (decision 087); NATS when it runs. */
export const EVENT_BUSES = [
  { bus: 'notify', env: { EVENT_BUS: 'notify' } },
  ...(NATS_AVAILABLE ? [{ bus: 'nats', env: { EVENT_BUS: 'nats', NATS_URL: TEST_NATS_URL } }] : []),
] as const;
