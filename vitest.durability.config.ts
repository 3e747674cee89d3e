import { defineConfig } from 'vitest/config';

/**
 * `npm run test:durability`: real server processes (built dist/) killed, restarted, drained,
 * backed up, and real PostgreSQL clusters restarted and crashed. One file at a time: each one
 * loads the machine on purpose.
 */
export default defineConfig({
  test: {
    name: 'durability',
    root: 'apps/server',
    include: ['durability/**/*.test.ts'],
    env: { LOG_LEVEL: 'silent' },
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
