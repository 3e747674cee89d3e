/**
 * Rewrites the web's relative imports that leave the importing file's own folder to the
 * `#web/...` alias (apps/web/package.json "imports", ADR 242). A file's own folder is its feature
 * (`src/features/<f>`) or its top folder under src (`src/lib`, `src/app`, ...); imports inside it
 * stay relative. Idempotent: run it again after merging a branch that adds files.
 *
 *   node scripts/web-imports-alias.mjs   (then prettier --write on the files it names)
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('../apps/web/', import.meta.url));
const src = path.join(webRoot, 'src');
// The service worker is built on its own (src/sw/tsconfig.json, vite-plugin-pwa) and keeps
// relative imports.
const skipped = [path.join(src, 'sw')];
const extensions = ['.ts', '.tsx'];
/** `from '…'`, `import '…'`, `import('…')`, `vi.mock('…')`, `vi.importActual('…')`. */
const specifier =
  /(\bfrom\s+|\bimport\s+|\bimport\(\s*|\bvi\.(?:mock|doMock|unmock|importActual)\(\s*)(['"])(\.\.?\/[^'"]*)\2/g;

const sourceFiles = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => /\.tsx?$/.test(file) && !skipped.some((folder) => file.startsWith(folder + path.sep)));

/** The folder a file's imports may reach relatively: its feature, or its top folder under src. */
function ownFolder(file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === '..') return path.dirname(file);
  if (parts[0] === 'features' && parts.length > 2) return path.join(src, 'features', parts[1]);
  return parts.length > 1 ? path.join(src, parts[0]) : src;
}

/** The module a specifier names, as `#web/...`: the file itself, never a folder's index implicitly. */
function aliasOf(target) {
  const file = extensions.some((extension) => existsSync(target + extension))
    ? target
    : existsSync(target) && statSync(target).isDirectory()
      ? path.join(target, 'index')
      : undefined;
  if (file === undefined && !/\.[a-z0-9]+$/i.test(target)) throw new Error(`cannot resolve ${target}`);
  return `#web/${path
    .relative(src, file ?? target)
    .split(path.sep)
    .join('/')}`;
}

const inside = (file, folder) => file === folder || file.startsWith(folder + path.sep);

const changed = [];
for (const file of [...sourceFiles(src), ...sourceFiles(path.join(webRoot, 'e2e'))]) {
  const source = readFileSync(file, 'utf8');
  const folder = ownFolder(file);
  const rewritten = source.replace(specifier, (whole, before, quote, relative) => {
    const target = path.resolve(path.dirname(file), relative);
    if (!inside(target, src) || inside(target, folder)) return whole;
    return `${before}${quote}${aliasOf(target)}${quote}`;
  });
  if (rewritten !== source) {
    writeFileSync(file, rewritten);
    changed.push(path.relative(process.cwd(), file));
  }
}
for (const file of changed) process.stdout.write(`${file}\n`);
