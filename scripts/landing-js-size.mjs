// The landing page's JavaScript as a browser first receives it: the entry chunk of the built
// index.html plus every chunk it modulepreloads, and the landing route's own lazy chunk, each
// compressed (gzip -9 and brotli -11, as precompressed assets are served), in kB of 1,000 bytes.
// Run after a build: npm run size:landing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const landing = readdirSync(path.join(dist, 'assets'))
  .filter((name) => /^landing-[\w-]+\.js$/.test(name))
  .map((name) => `/assets/${name}`);

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
process.stdout.write(`+ landing route chunk   ${measure([...entry, ...preloads, ...landing])}\n`);
