import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys in a real Chromium (Debian's /usr/bin/chromium through playwright-core)
 * against the built server, started once on a free port with a temporary DATA_DIR.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
