import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine,
    // with the other core idle while a test waits on argon2 or a database. Two there (issue 25).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
