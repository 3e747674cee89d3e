// Bundles the server and the backup tools (and the core package they import) into dist/;
// npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@sehat/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    backup: 'src/backup/backup-cli.ts',
    restore: 'src/backup/restore-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'zod'],
  logLevel: 'warning',
});
