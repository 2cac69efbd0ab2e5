import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up (or show in the timing of) an answer, such as an e-mail whose
 * existence the answer must not reveal. Failures are logged; `drain` waits for what is running.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, task: () => Promise<void>) {
      const promise = task()
        .catch((error: unknown) => log.error({ err: error, task: what }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async drain() {
      await Promise.all([...running]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
