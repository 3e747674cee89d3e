import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres } from '../src/db/client';
import { webDistDir } from '../src/paths';

/**
 * HTTP benchmarks of the real app on loopback (PGlite by default, or BENCH_DATABASE_URL).
 * Each scenario has a target; the run fails when one is missed. Not part of `npm test`:
 * shared machines are noisy, so these numbers are read, not asserted in tests.
 */
interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  targetP99Ms: number;
  targetRps: number;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-bench-'));
const config = loadConfig(
  {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    LOGIN_LIMIT_PER_IP: '100000000',
    ADMIN_PASSWORD: 'bench-admin-password',
  },
  webDistDir,
);
const database = process.env.BENCH_DATABASE_URL
  ? openPostgres(process.env.BENCH_DATABASE_URL)
  : await openPglite(path.join(dataDir, 'pglite'));
await database.migrate();
const app = await buildApp({ config, database });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const register = await fetch(`${address}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    username: 'bench',
    fullName: 'Bench',
    email: 'bench@contoh.id',
    password: 'rahasia123',
  }),
});
const cookie = register.headers.get('set-cookie')!.split(';')[0]!;

const scenarios: Scenario[] = [
  { name: 'health (db round trip)', path: '/api/health', targetP99Ms: 50, targetRps: 800 },
  { name: 'session, visitor', path: '/api/auth/session', targetP99Ms: 30, targetRps: 1500 },
  {
    name: 'session, logged in',
    path: '/api/auth/session',
    headers: { cookie },
    targetP99Ms: 60,
    targetRps: 500,
  },
  { name: 'profile, logged in', path: '/api/profile', headers: { cookie }, targetP99Ms: 60, targetRps: 500 },
  { name: 'SPA shell', path: '/forum', headers: { accept: 'text/html' }, targetP99Ms: 30, targetRps: 1500 },
];

let failed = false;
for (const scenario of scenarios) {
  const result = await autocannon({
    url: `${address}${scenario.path}`,
    method: scenario.method ?? 'GET',
    headers: scenario.headers ?? {},
    connections: 20,
    duration: 5,
  });
  const p99 = result.latency.p99;
  const rps = result.requests.average;
  const ok = result.non2xx === 0 && p99 <= scenario.targetP99Ms && rps >= scenario.targetRps;
  failed ||= !ok;
  process.stdout.write(
    `${ok ? 'ok  ' : 'MISS'} ${scenario.name.padEnd(24)} ${rps.toFixed(0).padStart(6)} req/s (≥ ${scenario.targetRps})` +
      `  p99 ${String(p99).padStart(4)} ms (≤ ${scenario.targetP99Ms})  non-2xx ${result.non2xx}\n`,
  );
}

// The embedded database runs inside this process (PostgreSQL compiled to WebAssembly), so its
// buffers count towards the process; with a PostgreSQL server only the app itself does.
const rssTargetMb = database.kind === 'pglite' ? 640 : 300;
const rssMb = process.memoryUsage().rss / 1024 / 1024;
const rssOk = rssMb <= rssTargetMb;
failed ||= !rssOk;
process.stdout.write(
  `${rssOk ? 'ok  ' : 'MISS'} resident memory after load ${rssMb.toFixed(0)} MB (≤ ${rssTargetMb}, ${database.kind})\n`,
);

await app.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
