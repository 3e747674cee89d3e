import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The web's import aliases as apps/web/package.json "imports" declares them (ADR 242), for
 * the tools that take only an array's first target (Vite, vitest, esbuild, the lint's resolver),
 * in Vite's shape: `#web` and the absolute folder it stands for, each without its trailing slash.
 * Those tools then find a `.tsx` file, a stylesheet or a folder's index as they would a relative
 * path's. TypeScript reads the field itself.
 */
export function webImportAliases() {
  const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
  return Object.entries(manifest.imports).map(([key, targets]) => {
    const [target] = [targets].flat();
    const prefix = key.slice(0, key.indexOf('*'));
    const folder = target.slice(0, target.indexOf('*'));
    if (!prefix.endsWith('/') || !folder.endsWith('/'))
      throw new Error(`apps/web/package.json imports: ${key} must map a folder (#x/* → ./folder/*…)`);
    return {
      find: prefix.slice(0, -1),
      replacement: fileURLToPath(new URL(folder, import.meta.url)).slice(0, -1),
    };
  });
}
