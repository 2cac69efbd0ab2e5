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
  },
});
