// The landing page's JavaScript as a browser first receives it: the entry chunk of the built
// index.html plus every chunk it modulepreloads, then with the landing route's own chunks (its
// lazy chunk and what that imports beyond the entry: the server preloads them, ADR 58), each
// compressed (gzip -9 and brotli -11, as precompressed assets are served), in kB of 1,000 bytes.
// Run after a build: npm run size:landing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
function closure(key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
}
// By file: the entry's code may also be listed under its chunk's own key (a manual chunk).
const entryFiles = new Set([...closure('index.html')].map((key) => manifest[key].file));
const landing = [
  ...new Set([...closure('src/features/landing/routes/landing.tsx')].map((key) => manifest[key].file)),
]
  .filter((file) => !entryFiles.has(file))
  .map((file) => `/${file}`);

const kb = (bytes) => (bytes / 1000).toFixed(1);
function measure(files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const body = readFileSync(path.join(dist, file));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return `${files.length} file(s): ${kb(raw)} kB raw, ${kb(gzip)} kB gzip, ${kb(brotli)} kB brotli`;
}

process.stdout.write(`entry + modulepreloads  ${measure([...entry, ...preloads])}\n`);
process.stdout.write(`+ landing route chunks  ${measure([...entry, ...preloads, ...landing])}\n`);
