import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../src/config';
import { openPglite, type Db } from '../../src/platform/database/client';
import { openPostgres } from '../../src/platform/database/postgres';
import { pgliteFolder } from '../../src/platform/database/embedded';
import { seedDatabase } from '../../src/db/seed/index';
import { serverRoot, webDistDir } from '../../src/paths';
import { visitors, type Person } from '../crowd';
import { seedForumTo } from '../seed-forum';
import { freePort, startProcess, waitUntil } from './processes';

export const serverEntry = path.join(serverRoot, 'dist', 'server.js');
export const ourPassword = 'rahasia123';

export interface OurServer {
  url: string;
  /** The cookies of the logged-in member the member rows use (session and browser name). */
  cookie: string;
  /** The self-test's revision, which the web form sends with the answers. */
  revision: string;
  /** The visitors the visitor rows come from. */
  visitors: Person[];
}

/**
 * Visitors behind addresses of their own: the product holds everyone without an account behind
 * one address to a shared allowance (ADR 213), which a bench from one address would measure.
 */
const VISITORS = 200;

/** Limits high enough that the load never meets them (their bookkeeping still runs). */
const benchEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  COOKIE_SECURE: 'false',
  ADMIN_PASSWORD: 'bench-admin-password',
  API_RATE_LIMIT_PER_MINUTE: '100000000',
  LOGIN_LIMIT_PER_IP: '100000000',
  REGISTER_LIMIT_PER_IP: '100000000',
  SELFTEST_SUBMIT_LIMIT_PER_HOUR: '100000000',
  // The visitors' addresses arrive as X-Forwarded-For, as behind the documented reverse proxy.
  TRUST_PROXY: 'loopback',
};

/**
 * Migrates, seeds (the app's own first-start content, then `questions` forum questions as
 * `npm run bench` does) and hands the database to `inspect` before closing it; then starts ours
 * as `npm run serve` does (one worker per core with `databaseUrl`, one process on PGlite) and
 * registers the member (or logs in). `dataDir` is this server's own DATA_DIR.
 */
export async function startOurs(
  dataDir: string,
  databaseUrl: string | undefined,
  questions: number,
  inspect: (db: Db) => Promise<void>,
): Promise<OurServer> {
  const env = { ...process.env, ...benchEnv, DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  if (!databaseUrl) delete env.DATABASE_URL;
  const config = loadConfig(env, webDistDir);
  await mkdir(pgliteFolder(dataDir), { recursive: true });
  const database = databaseUrl ? openPostgres(databaseUrl) : await openPglite(pgliteFolder(dataDir));
  try {
    await database.migrate();
    await seedDatabase(database.db, config, pino({ level: 'warn' }));
    await seedForumTo(database.db, questions);
    await inspect(database.db);
  } finally {
    await database.close();
  }

  const port = await freePort();
  // BENCH_CPU_PROF names a folder for the server's CPU profiles (each thread's, written at its stop).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  startProcess(
    `our server (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
    process.execPath,
    [...profile, serverEntry],
    {
      env: { ...env, PORT: String(port) },
      onOutput: (text) => process.stderr.write(text),
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntil('our server', async () => (await fetch(`${url}/api/health`)).ok, 120);
  const post = (pathname: string, body: object) =>
    fetch(`${url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const member = { username: 'bench', email: 'bench@contoh.id', password: ourPassword };
  // A database kept from an earlier run already has the member: log in instead.
  let session = await post('/api/auth/register', {
    ...member,
    fullName: 'Bench',
    consent: true,
    adult: true,
  });
  if (session.status === 409)
    session = await post('/api/auth/login', { login: 'bench', password: ourPassword });
  // Every cookie the answer set, as the browser then sends them: the session and the browser's
  // own name (ADR 213), without which each request would be given a new one.
  const cookie = session.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`the bench member has no session: ${session.status} ${await session.text()}`);
  const selftest = (await (await fetch(`${url}/api/selftest/questions`)).json()) as { revision: string };
  return { url, cookie, revision: selftest.revision, visitors: await visitors(url, VISITORS) };
}

/** Whether `npm run build` has made the server bundle this benchmark starts. */
export const oursBuilt = () => existsSync(serverEntry) && existsSync(path.join(webDistDir, 'index.html'));
