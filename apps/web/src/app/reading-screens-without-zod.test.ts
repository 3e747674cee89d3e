import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { webImportAliases } from '../../import-alias.mjs';

/**
 * The screens a visitor reads. Their code, and the app's entry, run before the page answers a
 * tap; zod (about 90 kB) is needed only by forms, which load it when they open (ADRs 92, 102).
 * The sign-in screens validate forms as they render, so they are left out.
 */
const readingScreens = [
  'landing/routes/landing',
  'selftest/routes/tes-diri',
  'screenings/routes/screening',
  'education/routes/education',
  'education/routes/topic',
  'forum/routes/forum',
  'legal/routes/legal-page',
];
const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const entries = ['src/main.tsx', ...readingScreens.map((screen) => `src/features/${screen}.tsx`)];

/** The source files an entry's chunk loads before it runs: its static imports, through its chunks. */
function loadedWith(metafile: Metafile, entry: string): string[] {
  const [start] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entry) ?? [];
  if (!start) throw new Error(`no chunk for ${entry}`);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: string) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    const output = metafile.outputs[chunk]!;
    Object.keys(output.inputs).forEach((input) => files.add(input));
    for (const imported of output.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(start);
  return [...files];
}

describe('the screens a visitor reads', () => {
  it('run without loading zod', async () => {
    const { metafile } = await build({
      absWorkingDir: webRoot,
      entryPoints: entries,
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'screens-out',
      write: false,
      metafile: true,
      jsx: 'automatic',
      loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
      logLevel: 'silent',
      // esbuild would take only the first of package.json's `#web/*` targets.
      alias: Object.fromEntries(webImportAliases().map(({ find, replacement }) => [find, replacement])),
    });
    for (const entry of entries) {
      const files = loadedWith(metafile, entry);
      expect(files.length, entry).toBeGreaterThan(10);
      expect(
        files.filter((file) => file.includes('node_modules/zod/')),
        entry,
      ).toEqual([]);
    }
  });
});
