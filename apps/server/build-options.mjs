// The server bundle's esbuild options, shared by build.mjs and the test that checks which
// packages the server loads at start (src/start-imports.test.ts).
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@sehat/'));

export const serverBuildOptions = {
  absWorkingDir: import.meta.dirname,
  entryPoints: {
    server: 'src/server.ts',
    backup: 'src/backup/backup-cli.ts',
    restore: 'src/backup/restore-cli.ts',
    'pglite-worker': 'src/platform/database/pglite-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Modules imported with import() (the PostgreSQL pool, only with DATABASE_URL) become chunks of
  // their own, loaded when first needed, and their packages with them (ADR 93).
  splitting: true,
  external: [...external, 'zod'],
  logLevel: 'warning',
};
