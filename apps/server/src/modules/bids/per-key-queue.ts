/**
 * Runs async tasks per key with at most `limit` at a time, in arrival order; different keys run
 * in parallel.
 *
 * Why bids use it: every bid on one listing needs that listing's row lock, so the database runs
 * them one after another anyway. Sent all at once, each waiting bid would hold a pool connection
 * while it waits for the lock, and a hot auction would starve every other request of connections
 * (sign-in checks, browsing, other listings). Queued here, one instance keeps at most `limit`
 * connections per listing busy: with 2, one bid holds the lock while the next already waits in
 * the database, so no round trip is lost between them. The database still decides everything
 * (other instances bid too).
 */
export function createPerKeyQueue(limit: number) {
  const lanes = new Map<string, { running: number; waiting: (() => void)[] }>();

  async function acquire(key: string): Promise<void> {
    let lane = lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      lanes.set(key, lane);
    }
    if (lane.running < limit) {
      lane.running++;
      return;
    }
    const current = lane;
    await new Promise<void>((resolve) => current.waiting.push(resolve));
  }

  function release(key: string): void {
    const lane = lanes.get(key);
    if (!lane) return;
    const next = lane.waiting.shift();
    if (next) {
      next(); // the slot passes straight to the next in line
      return;
    }
    lane.running--;
    if (lane.running === 0) lanes.delete(key);
  }

  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    await acquire(key);
    try {
      return await task();
    } finally {
      release(key);
    }
  };
}
