import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `from '…'`, `import '…'` and `import('…')`: every way a module names another. */
const specifiers = /(?:\bfrom\s+|\bimport\s+|\bimport\(\s*)['"]([^'"]+)['"]/g;
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(`${file}/`)?.[1];

/** The web's non-test sources under src/features, by path relative to `src` (with '/'). */
export function readFeatureSources(src: string): Map<string, string> {
  const files = readdirSync(path.join(src, 'features'), { recursive: true, encoding: 'utf8' })
    .map((file) => `features/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  return new Map(files.map((file) => [file, readFileSync(path.join(src, file), 'utf8')]));
}

/** Feature → the other features it imports, through `#web/...` or a relative path. */
export function featureEdges(files: Map<string, string>): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const [file, source] of files) {
    const feature = featureOf(file);
    if (!feature) continue;
    for (const [, specifier = ''] of source.matchAll(specifiers)) {
      const target = specifier.startsWith('#web/')
        ? specifier.slice('#web/'.length)
        : specifier.startsWith('.')
          ? path.posix.join(path.posix.dirname(file), specifier)
          : '';
      const imported = featureOf(target);
      if (!imported || imported === feature) continue;
      if (!edges.has(feature)) edges.set(feature, new Set());
      edges.get(feature)!.add(imported);
    }
  }
  return edges;
}
