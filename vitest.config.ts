import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { webImportAliases } from './apps/web/import-alias.mjs';

const serverRoot = fileURLToPath(new URL('./apps/server/', import.meta.url));
const globalSetup = path.join(serverRoot, 'test/global-setup.ts');

/**
 * A server test file that opens the project's database (through these helpers) runs on both
 * engines; any other one (config, cursors, PGlite's own upgrade, ...) has no engine to vary and
 * runs once, in server-pglite. test/database.ts refuses a database to a file run once, so a
 * new helper that hides these names cannot make a file skip PostgreSQL unnoticed.
 */
const opensTheDatabase =
  /\b(buildTestApp|useTestApp|openTestDatabase|openTwoTestDatabases|useTwoInstances|useMailApp)\b/;
const serverTestFiles = ['src', 'test'].flatMap((folder) =>
  readdirSync(path.join(serverRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
);
const engineFreeFiles = serverTestFiles.filter(
  (file) => !opensTheDatabase.test(readFileSync(path.join(serverRoot, file), 'utf8')),
);

const webRoot = fileURLToPath(new URL('./apps/web/', import.meta.url));
const webTestFiles = readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`);
/**
 * A screen test that replaces a module, runs a fake clock or a stubbed global, holds the tab's
 * one live stream or inspects which modules load needs a worker of its own; every other screen
 * test shares its worker's loaded modules with the files before it (ADR 244).
 */
const needsFreshWorker = /\bvi\.(mock|doMock|useFakeTimers|stubGlobal)\b|EventSource|live-events|esbuild/;
const freshWorkerWebFiles = webTestFiles.filter((file) =>
  needsFreshWorker.test(readFileSync(path.join(webRoot, file), 'utf8')),
);

const serverProject = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  // The server renders the web's pages from its sources in tests: `#web/...` as the build resolves it.
  resolve: { alias: webImportAliases() },
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: db === 'postgres' ? engineFreeFiles : [],
    env: { TEST_DB: db, LOG_LEVEL: 'silent' },
    provide: { engineFreeFiles: engineFreeFiles.map((file) => path.join(serverRoot, file)) },
    globalSetup: [globalSetup],
    // A worker keeps its loaded modules and its PGlite copies between files; each file still
    // gets a database of its own (test/database.ts), reset to the migrated template (ADR 208).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const webProject = (
  name: string,
  files: { include?: string[]; exclude?: string[]; isolate?: boolean },
): TestProjectInlineConfiguration => ({
  // One copy of the router, the files Node itself picks: resolved by Vite, 'react-router'
  // would load as CommonJS beside the ES module 'react-router/dom' is, and the screens'
  // hooks would miss the context RouterProvider sets. `#web/...` as the build resolves it (ADR 242).
  resolve: {
    alias: [
      ...['react-router', 'react-router/dom'].map((name) => ({
        find: new RegExp(`^${name}$`),
        replacement: fileURLToPath(import.meta.resolve(name)),
      })),
      ...webImportAliases(),
    ],
  },
  // Screen tests render the whole app, lazy screens included: more than the default 5 s on a
  // busy machine.
  test: {
    name,
    root: 'apps/web',
    include: files.include ?? ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    exclude: files.exclude ?? [],
    isolate: files.isolate ?? true,
    setupFiles: [path.join(webRoot, 'src/testing/answer-check-setup.ts')],
    testTimeout: 20_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  // Core is pure rules and messages: one worker keeps its loaded modules between files.
  { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.{ts,tsx}'], isolate: false } },
  webProject('web', { exclude: freshWorkerWebFiles, isolate: false }),
  webProject('web-isolated', { include: freshWorkerWebFiles }),
  serverProject('server-pglite', 'pglite'),
  // The repository's own tools: the start script's build check, the docs' ADR citations.
  { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'] } },
];
// The same API suite runs again on a real PostgreSQL when CI (or a developer) provides one.
if (process.env.TEST_DATABASE_URL) projects.push(serverProject('server-postgres', 'postgres'));

// Vitest leaves one core to its main process by default: one worker on a 2-core machine. Its
// main process only collects results, and `npm test` runs the checks beside it, so two workers
// keep both cores busy once the checks are done.
const maxWorkers = Math.max(2, availableParallelism() - 1);

export default defineConfig({ test: { projects, maxWorkers, passWithNoTests: false } });
