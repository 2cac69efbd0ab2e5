import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // PGlite is WASM: a file's database takes a moment to load, argon2 a moment to hash.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll's bound (1 s by default) for a hung test, not a speed check: a cold clone on a
    // busy 2-core machine can take longer to reach the state a test waits for (issue 24).
    expect: { poll: { timeout: 10_000 } },
  },
});
