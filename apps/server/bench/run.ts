import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ensureAdmin } from '../src/db/seed/admin';
import { openPglite } from '../src/platform/database/client';
import { openPostgres } from '../src/platform/database/postgres';
import { webDistDir } from '../src/paths';
import { members, visitors } from './crowd';
import { measure, measureHelloWorld, type Measured } from './measure';
import { measureReplyLatency } from './reply-latency';
import { seedForumTo } from './seed-forum';

/**
 * HTTP benchmarks of the real app on loopback (PGlite by default, or BENCH_DATABASE_URL, an
 * empty database), printed as Markdown for docs/performance.md. Every row gives req/s and p99
 * at 20 connections and its share of a raw Fastify hello-world measured in the same run. Not
 * part of `npm test`: shared machines are noisy, so these numbers are read, not asserted.
 * The product's limits are as shipped: the traffic comes from crowds of people, each within
 * their own allowance (crowd.ts, ADR 226), and a row that met a 429 says so.
 */
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);

// As `npm start`: React's server renderer (loaded with the app) in its production build.
process.env.NODE_ENV = 'production';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-bench-'));
const config = loadConfig(
  {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-admin-password',
    // As behind the README's reverse proxy: each person's own address reaches the app.
    TRUST_PROXY: 'loopback',
  },
  webDistDir,
);
const database = process.env.BENCH_DATABASE_URL
  ? openPostgres(process.env.BENCH_DATABASE_URL)
  : await openPglite(path.join(dataDir, 'pglite'));
await database.migrate();
const app = await buildApp({ config, database });
await ensureAdmin(app.db, config, app.log);
const address = await app.listen({ host: '127.0.0.1', port: 0 });

// Enough people that none passes their 600 requests a minute at the rates a row reaches.
const visitorCrowd = await visitors(address, Number(process.env.BENCH_VISITORS ?? 800));
const memberCrowd = await members(address, Number(process.env.BENCH_MEMBERS ?? 300));
const member = { cookie: memberCrowd[0]!.cookie };
const login = await fetch(`${address}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ login: config.admin.username, password: config.admin.password }),
});
const counsellor = { cookie: login.headers.get('set-cookie')!.split(';')[0]! };

const out = (line: string) => process.stdout.write(`${line}\n`);
const hello = await measureHelloWorld();
const row = (name: string, m: Measured) =>
  out(
    `| ${name} | ${m.rps.toFixed(0)} | ${m.p99} | ${((m.rps / hello.rps) * 100).toFixed(1)} % |` +
      (m.non2xx ? ` ${m.non2xx} non-2xx |` : ' |'),
  );

out(
  `Engine: ${database.kind}; ${new Date().toISOString()}; load before: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
out(`Hello-world: ${hello.rps.toFixed(0)} req/s, p99 ${hello.p99} ms\n`);
out('| Row | req/s | p99 ms | of hello-world | |\n|---|---|---|---|---|');
const at = (pathname: string) => `${address}${pathname}`;
const byVisitors = (pathname: string, headers: Record<string, string> = {}) =>
  measure(at(pathname), headers, { crowd: visitorCrowd });
const byMembers = (pathname: string) => measure(at(pathname), {}, { crowd: memberCrowd });
row('health (db round trip)', await byVisitors('/api/health'));
row('session, visitor', await byVisitors('/api/auth/session'));
row('session, logged in', await byMembers('/api/auth/session'));
row('profile, logged in', await byMembers('/api/profile'));
row('page HTML, server-rendered (/forum)', await byVisitors('/forum', { accept: 'text/html' }));
row('journals (cached)', await byVisitors('/api/journals'));
row('self-test questions (cached)', await byVisitors('/api/selftest/questions'));
row('site settings (cached)', await byVisitors('/api/site'));
const latency = await measureReplyLatency(address, member, counsellor);
out(
  `\nCounsellor reply → user's live stream (popup closed), ${latency.trials} replies: ` +
    `median ${latency.medianMs.toFixed(1)} ms, slowest ${latency.maxMs.toFixed(1)} ms`,
);

out('\n| Questions | Row | req/s | p99 ms | of hello-world | |\n|---|---|---|---|---|---|');
for (const size of sizes) {
  await seedForumTo(app.db, size);
  const label = `| ${size.toLocaleString('en')}`;
  const sized = (name: string, m: Measured) => row(`${label} | ${name}`.slice(2), m);
  sized('list, member (uncached)', await byMembers('/api/forum/questions'));
  sized('tag filter, member', await byMembers('/api/forum/questions?tag=neurosis'));
  sized("search 'cemas' (stem)", await byVisitors('/api/forum/questions?q=cemas'));
  sized("search 'emas' (inside words)", await byVisitors('/api/forum/questions?q=emas'));
  // A word no question holds: before ADR 103 its page walked the whole forum in date order.
  sized("search 'bisikan' (rare)", await byVisitors('/api/forum/questions?q=bisikan'));
  sized('visitor first page (cached)', await byVisitors('/api/forum/questions'));
}
const end = await measureHelloWorld();
out(`\nHello-world again at the end: ${end.rps.toFixed(0)} req/s`);
out(`RSS after load: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
out(
  `Load after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1, 5, 15 min), ${os.cpus().length} cores`,
);

await app.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
