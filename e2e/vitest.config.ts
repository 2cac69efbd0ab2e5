import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './support/workers.ts';

/**
 * End-to-end journeys in a real Chromium (Debian's /usr/bin/chromium through playwright-core)
 * against the built server: one per worker, each on a free port with a temporary DATA_DIR.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Spec files run on E2E_WORKERS workers, each with its own browser and its own server
    // (support/global-setup.ts), so parallel journeys share no data.
    maxWorkers: e2eWorkers(),
    fileParallelism: e2eWorkers() > 1,
  },
});
