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
  },
});
