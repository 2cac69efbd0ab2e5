import { AppError } from './errors.ts';

/**
 * An instance's drain before it exits (decision 089): once begun, `/api/ready` answers 503 so the
 * load balancer stops sending, new live streams are refused with 503 and Retry-After, and every
 * open stream is told to reconnect (to another instance) and ended. Ordinary requests are still
 * answered until the server closes; `shutdown.ts` then stops the jobs and closes the app.
 */
export type Drain = {
  /** True from `begin()` on. */
  readonly draining: boolean;
  /** Starts draining: runs every listener once (a second call does nothing). */
  begin(): void;
  /** Runs `listener` when draining begins (at once when it already has). */
  onBegin(listener: () => void): void;
};

/** What a caller refused while an instance drains is told to wait (another instance answers). */
export const DRAIN_RETRY_AFTER_SECONDS = 5;

export function createDrain(): Drain {
  let draining = false;
  const listeners: (() => void)[] = [];
  return {
    get draining() {
      return draining;
    },
    begin() {
      if (draining) return;
      draining = true;
      for (const listener of listeners.splice(0)) listener();
    },
    onBegin(listener) {
      if (draining) listener();
      else listeners.push(listener);
    },
  };
}

/** 503 SHUTTING_DOWN with Retry-After: the refusal of new work while an instance drains. */
export function shuttingDown(): AppError {
  return new AppError('SHUTTING_DOWN', undefined, { retryAfter: DRAIN_RETRY_AFTER_SECONDS });
}

/**
 * The last text an open event stream gets before the draining instance ends it: a short, random
 * `retry:` (so the browsers of one instance do not all come back in the same instant) and a
 * comment saying why. EventSource then reconnects by itself — through the load balancer to
 * another instance — sending `Last-Event-ID`, so nothing is missed.
 */
export function reconnectElsewhereText(random: () => number = Math.random): string {
  const retryMs = 250 + Math.floor(random() * 1750);
  return `retry: ${retryMs}\n: reconnect\n\n`;
}
