import { defineConfig } from 'vitest/config';

/**
 * Journeys across two instances of the built server on one PostgreSQL database (issue 31): live
 * events must cross from one instance to the other through the event bus. One worker: both
 * instances are the world of every journey here.
 */
export default defineConfig({
  test: {
    name: 'e2e-two-instances',
    root: import.meta.dirname,
    include: ['*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    maxWorkers: 1,
    fileParallelism: false,
  },
});
