import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface FaceBreach {
  /** The importing file, relative to `apps/server`. */
  file: string;
  /** The feature file it reaches into. */
  target: string;
}

const FEATURE_FILE = /^src\/features\/([^/]+)\/(.+)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.[^']*)'/gm;

/**
 * Imports that reach into a feature from outside it anywhere but its public face, its
 * `index.ts` (ADR 240). `files` maps paths relative to `apps/server` to their text.
 */
export function faceBreaches(files: Map<string, string>): FaceBreach[] {
  const breaches: FaceBreach[] = [];
  for (const [file, source] of files) {
    const own = FEATURE_FILE.exec(file)?.[1];
    for (const [, specifier] of source.matchAll(SPECIFIER)) {
      const target = path.posix.join(path.posix.dirname(file), specifier!);
      const [, feature, rest] = FEATURE_FILE.exec(target) ?? [];
      if (feature && feature !== own && rest !== 'index') breaches.push({ file, target });
    }
  }
  return breaches;
}

/** Every TypeScript file of the server, tests included, by path relative to `serverRoot`. */
export function readServerFiles(serverRoot: string): Map<string, string> {
  const files = ['src', 'test'].flatMap((folder) =>
    readdirSync(path.join(serverRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
  return new Map(files.map((file) => [file, readFileSync(path.join(serverRoot, file), 'utf8')]));
}
