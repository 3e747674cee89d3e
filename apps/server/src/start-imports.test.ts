import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../build-options.mjs';

/** Packages an idle server on the embedded database never uses: loaded when needed (ADR 93). */
const loadedWhenNeeded = [
  'sharp',
  'file-type',
  'pglite-v03',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'koffi',
];

/** The packages `dist/server.js` imports before it runs: its static imports, through its chunks. */
function packagesLoadedAtStart(metafile: Metafile): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(`${serverBuildOptions.outdir}/server.js`);
  return packages;
}

const isPackage = (specifier: string, name: string) => specifier === name || specifier.startsWith(`${name}/`);

describe('the built server at start', () => {
  it('does not load the packages only uploads, API docs, an upgrade or an idle trim need', async () => {
    const { metafile } = await build({ ...serverBuildOptions, write: false, metafile: true });
    const atStart = [...packagesLoadedAtStart(metafile)];
    expect(atStart).toContain('fastify');
    expect(atStart).toContain('@electric-sql/pglite');
    for (const name of loadedWhenNeeded) {
      expect(atStart.filter((specifier) => isPackage(specifier, name))).toEqual([]);
    }
  });
});
