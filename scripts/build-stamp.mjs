import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What `npm start` builds from: the three workspaces (without their tests, end-to-end specs,
 * benchmarks and outputs) and the root files that decide the dependencies and compiler.
 */
export const buildInputs = {
  folders: ['apps/web', 'apps/server', 'packages/core'],
  files: ['package.json', 'package-lock.json', 'tsconfig.base.json'],
};
const skippedFolders = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'e2e',
  'test',
  'bench',
  'durability',
  'test-results',
  'playwright-report',
  'coverage',
]);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The built files `npm run serve` needs. */
export const buildOutputs = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/server/dist/server.js',
];

/** Written after a build: the hash of the inputs it was made from. */
export const stampFile = 'apps/server/dist/build-inputs.sha256';

function filesUnder(root, folder) {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      return skippedFolders.has(entry.name) || entry.name.startsWith('.') ? [] : filesUnder(root, relative);
    }
    return entry.isFile() && !isTestFile(entry.name) ? [relative] : [];
  });
}

/** One hash of every input's path and content: unchanged files give the same hash after a checkout. */
export function hashInputs(root, inputs = buildInputs) {
  const files = [
    ...inputs.files.filter((file) => existsSync(path.join(root, file))),
    ...inputs.folders.flatMap((folder) => filesUnder(root, folder)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Whether the build on disk was made from these inputs: every output is there, the stamp
 * names this hash, and no output was rebuilt after the stamp (by a plain `npm run build` from
 * other sources since).
 */
export function isBuildCurrent(root, inputsHash, { outputs = buildOutputs, stamp = stampFile } = {}) {
  const stampPath = path.join(root, stamp);
  if (!existsSync(stampPath) || readFileSync(stampPath, 'utf8').trim() !== inputsHash) return false;
  const stamped = statSync(stampPath).mtimeMs;
  return outputs.every((output) => {
    const outputPath = path.join(root, output);
    return existsSync(outputPath) && statSync(outputPath).mtimeMs <= stamped;
  });
}

export function writeStamp(root, inputsHash, stamp = stampFile) {
  writeFileSync(path.join(root, stamp), `${inputsHash}\n`);
}
