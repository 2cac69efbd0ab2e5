import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { RateLimits } from '../modules/limits/index.ts';

/** What @fastify/rate-limit passes to `child`: the route's merged options and the route itself. */
type RouteLimitOptions = { routeInfo?: { method?: unknown; url?: unknown } };

function routeScope(options: unknown): string {
  const info = (options as RouteLimitOptions | undefined)?.routeInfo;
  const method = typeof info?.method === 'string' ? info.method : '';
  const url = typeof info?.url === 'string' ? info.url : '';
  return method || url ? `${method} ${url}` : 'app';
}

/**
 * A @fastify/rate-limit store on the shared counters (decision 016), so the per-address limits
 * of every route hold across instances. Each route counts on its own, as with the memory store.
 */
export function sharedRateLimitStore(
  limits: RateLimits,
  clock: () => Date,
): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: FastifyRateLimitOptions | RouteLimitOptions) {
      this.scope = routeScope(options);
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      limits.count(`http:${this.scope}:${key}`, timeWindow).then(
        (counter) =>
          callback(null, {
            current: counter.hits,
            ttl: Math.max(0, counter.windowEndsAt.getTime() - clock().getTime()),
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions as RouteLimitOptions);
    }
  }
  return SharedRateLimitStore;
}
