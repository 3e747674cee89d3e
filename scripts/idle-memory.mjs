// node scripts/idle-memory.mjs — resident memory of the built server on the embedded database
// (issue 17 item 7). Run after `npm run build`. Starts apps/server/dist/server.js on loopback
// with a fresh DATA_DIR (first start: migrates and seeds), stops it, starts it again on the same
// folder (what a running site does) and reads its RSS after start, after a short load and after
// settling. The WebAssembly memory (PostgreSQL inside PGlite) is the resident part of the one
// mapping reserved for it (several GB of address space, see /proc/PID/smaps). Figures are read,
// never asserted. The server's node runs with the flags of `npm run serve` (package.json);
// IDLE_NODE_ARGS adds flags after them (e.g. --max-semi-space-size=1).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const port = 47391;
const origin = `http://127.0.0.1:${port}`;
const settleMs = 30_000;
const MB = 1024 * 1024;
// `node <flags> apps/server/dist/server.js`: the flags `npm start` / `npm run serve` give node.
const serveScript = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')).scripts.serve;
const serveFlags = serveScript.split(' ').filter((word) => word.startsWith('--'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const out = (line) => process.stdout.write(`${line}\n`);

async function memory(pid) {
  const smaps = await readFile(`/proc/${pid}/smaps`, 'utf8');
  const mappings = smaps.split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/).map((text) => {
    const [, start, end, perms] = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(text) ?? [];
    const kB = (field) => Number(new RegExp(`\\n${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0) * 1024;
    return { start, end, perms, size: kB('Size'), rss: kB('Rss') };
  });
  let wasm = 0;
  mappings.forEach((mapping, i) => {
    // V8 reserves several GB of address space for each WebAssembly memory: the part in use is
    // the read-write mapping the inaccessible guard region follows.
    const next = mappings[i + 1];
    if (
      mapping.perms === 'rw-p' &&
      next?.perms === '---p' &&
      next.start === mapping.end &&
      next.size >= 4096 * MB
    )
      wasm += mapping.rss;
  });
  const rss = mappings.reduce((sum, mapping) => sum + mapping.rss, 0);
  return `RSS ${Math.round(rss / MB)} MB (WebAssembly memory ${Math.round(wasm / MB)} MB)`;
}

function start(dataDir) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return spawn(
    process.execPath,
    [
      ...serveFlags,
      ...(process.env.IDLE_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      path.join(root, 'apps/server/dist/server.js'),
    ],
    {
      env: {
        ...env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'bench-admin-password',
        // The load must reach the routes, not the flood guard's 429 (600 requests a minute).
        API_RATE_LIMIT_PER_MINUTE: '100000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

async function ready() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('the built server did not start (run npm run build first)');
}

async function stop(server) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const load = (url) => autocannon({ url, connections: 10, duration: 5 });

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-idle-memory-'));
try {
  let server = start(dataDir);
  await ready();
  await sleep(5_000);
  out(`first start (migrated, seeded): ${await memory(server.pid)}`);
  await stop(server);

  server = start(dataDir);
  await ready();
  await sleep(5_000);
  out(`restart, after start: ${await memory(server.pid)}`);
  for (const route of ['/api/forum/questions', '/api/journals', '/api/selftest/questions', '/forum']) {
    await load(`${origin}${route}`);
  }
  out(`after 20 s of load (4 routes, 10 connections): ${await memory(server.pid)}`);
  await sleep(settleMs);
  out(`after ${settleMs / 1000} s idle: ${await memory(server.pid)}`);
  await stop(server);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
