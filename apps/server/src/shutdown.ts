import type { FastifyInstance } from 'fastify';

/** Something that finishes its work in progress and stops (the jobs, the control socket). */
export type Stoppable = { stop(): Promise<void> };

export type ShutdownParts = {
  app: FastifyInstance;
  /** Stopped in order after the drain began, before the app closes (they use its database). */
  stoppables: Stoppable[];
  /** SHUTDOWN_TIMEOUT_MS: past it the process exits with 1 whatever is left. */
  timeoutMs: number;
  /** Runs last, before exit (the data directory's lock). */
  release?: () => void;
  exit: (code: number) => void;
};

/**
 * The SIGTERM / SIGINT handler (decision 089), in this order:
 *
 * 1. drain: `/api/ready` answers 503 (the load balancer stops sending), new live streams get 503
 *    with Retry-After, every open stream is told to reconnect and ended, so its browser comes
 *    back through the balancer to another instance (sending Last-Event-ID);
 * 2. the jobs stop: timers' passes in progress are awaited, pg-boss stops gracefully;
 * 3. the app closes: the listener stops, requests in flight are answered (a new one on a kept
 *    connection gets 503 SHUTTING_DOWN), then the database and providers close;
 * 4. the lock is released and the process exits with 0 — or with 1 once `timeoutMs` has passed.
 *
 * A second signal while draining changes nothing.
 */
export function createShutdown(parts: ShutdownParts): (signal: string) => Promise<void> {
  const { app } = parts;
  let running: Promise<void> | null = null;
  async function drainAndClose(signal: string): Promise<void> {
    const started = Date.now();
    app.log.info({ signal }, 'shutting down: draining');
    const force = setTimeout(() => {
      app.log.error({ timeoutMs: parts.timeoutMs }, 'shutdown: drain timed out, exiting');
      parts.exit(1);
    }, parts.timeoutMs);
    force.unref();
    let code = 0;
    try {
      app.deps.drain.begin();
      for (const part of parts.stoppables) await part.stop();
      await app.close();
      app.log.info({ ms: Date.now() - started }, 'shutdown: drained');
    } catch (error) {
      code = 1;
      app.log.error({ err: error }, 'shutdown failed');
    } finally {
      clearTimeout(force);
      parts.release?.();
    }
    parts.exit(code);
  }
  return (signal) => (running ??= drainAndClose(signal));
}
