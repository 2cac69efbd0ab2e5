import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // Component tests render whole screens in jsdom; a busy 2-core machine needs more than 5 s.
    testTimeout: 20_000,
    // expect.poll's bound (1 s by default) for a hung test, not a speed check: a cold clone on a
    // busy 2-core machine can take longer to reach the state a test waits for (issue 24).
    expect: { poll: { timeout: 10_000 } },
  },
});
