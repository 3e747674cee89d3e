import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const globalSetup = fileURLToPath(new URL('./apps/server/test/global-setup.ts', import.meta.url));

const serverProject = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB: db, LOG_LEVEL: 'silent' },
    globalSetup: [globalSetup],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.{ts,tsx}'] } },
  { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'] } },
  serverProject('server-pglite', 'pglite'),
];
// The same API suite runs again on a real PostgreSQL when CI (or a developer) provides one.
if (process.env.TEST_DATABASE_URL) projects.push(serverProject('server-postgres', 'postgres'));

export default defineConfig({ test: { projects, passWithNoTests: false } });
