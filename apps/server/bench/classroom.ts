import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDatabase } from '../src/db/seed/index';
import { openPglite } from '../src/platform/database/client';
import { openPostgres } from '../src/platform/database/postgres';
import { webDistDir } from '../src/paths';

/**
 * A classroom behind one address (issue 49, ADR 213): 40 people arrive within one minute, all
 * from 127.0.0.1, each with a browser of its own (its cookies, 6 connections). Each makes a first
 * visit (the page, the service worker and everything it precaches, the app's first API calls),
 * takes the self-test, registers and sends a chat message. The app runs in this process with the
 * product's default limits (PGlite, or BENCH_DATABASE_URL); needs `npm run build` first. Prints
 * the requests, the 429s and the errors; exits with 1 unless both are 0.
 */
const PEOPLE = 40;
/** Everyone has arrived by then: the whole class falls in one minute of the flood guard. */
const ARRIVALS_WITHIN_MS = 20_000;
/** What a browser opens to one site over HTTP/1.1. */
const CONNECTIONS_PER_BROWSER = 6;

const swFile = path.join(webDistDir, 'sw.js');
if (!existsSync(path.join(webDistDir, 'index.html')) || !existsSync(swFile)) {
  throw new Error('the web app is not built: run npm run build first');
}
/** The service worker's precache list, as its install fetches it. */
const precache = [...readFileSync(swFile, 'utf8').matchAll(/"url":"([^"]+)"/g)].map(([, url]) =>
  url!.startsWith('/') ? url! : `/${url}`,
);

// As `npm start`: React's server renderer in its production build.
process.env.NODE_ENV = 'production';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-bench-classroom-'));
const config = loadConfig(
  { DATA_DIR: dataDir, LOG_LEVEL: 'error', ADMIN_PASSWORD: 'bench-admin-password' },
  webDistDir,
);
const database = process.env.BENCH_DATABASE_URL
  ? openPostgres(process.env.BENCH_DATABASE_URL)
  : await openPglite(path.join(dataDir, 'pglite'));
await database.migrate();
const app = await buildApp({ config, database });
await seedDatabase(app.db, config, app.log);
const origin = await app.listen({ host: '127.0.0.1', port: 0 });

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

const tally = { requests: 0, tooMany: 0, errors: [] as string[] };

/** One person's browser: its own connections and cookie jar. */
function browser() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS_PER_BROWSER });
  const jar = new Map<string, string>();
  const send = (method: string, pathname: string, body?: object) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const request = http.request(
        `${origin}${pathname}`,
        {
          method,
          agent,
          headers: {
            'accept-encoding': 'br, gzip',
            ...(cookie ? { cookie } : {}),
            ...(payload ? { 'content-type': 'application/json', origin } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            const decoded =
              encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
            resolve({
              status: response.statusCode!,
              body: decoded.toString('utf8'),
              cookies: response.headers['set-cookie'] ?? [],
            });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });

  /** Counts the request; a 429, an error or an answer other than `expected` is noted. */
  async function call(method: string, pathname: string, expected: number, body?: object) {
    tally.requests += 1;
    try {
      const answer = await send(method, pathname, body);
      for (const line of answer.cookies) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      if (answer.status === 429) tally.tooMany += 1;
      else if (answer.status !== expected) {
        tally.errors.push(`${method} ${pathname}: ${answer.status} ${answer.body.slice(0, 200)}`);
      }
      return answer;
    } catch (error) {
      tally.errors.push(`${method} ${pathname}: ${(error as Error).message}`);
      return undefined;
    }
  }
  return { call, close: () => agent.destroy() };
}

async function person(n: number) {
  const { call, close } = browser();
  try {
    // The page, then what it loads and the app's first calls, side by side as a browser makes them.
    await call('GET', '/', 200);
    const [, , , , questions] = await Promise.all([
      call('GET', '/manifest.webmanifest', 200),
      call('GET', '/sw.js', 200),
      call('GET', '/api/auth/session', 200),
      call('GET', '/api/site', 200),
      call('GET', '/api/selftest/questions', 200),
    ]);
    // The service worker's install.
    await Promise.all(precache.map((url) => call('GET', url, 200)));

    const count = questions ? (JSON.parse(questions.body) as { questions: unknown[] }).questions.length : 29;
    const jawaban = Array.from({ length: count }, (_, i) => (i % 7 === n % 7 ? 1 : 0));
    await call('POST', '/api/selftest/submissions', 201, { jawaban });

    const username = `siswa${n}`;
    await call('POST', '/api/auth/register', 201, {
      username,
      fullName: `Siswa ${n}`,
      email: `${username}@contoh.id`,
      password: 'rahasia123',
      consent: true,
      adult: true,
    });
    const conversation = await call('GET', '/api/chat/conversation', 200);
    if (!conversation || conversation.status !== 200) return;
    const { id } = (JSON.parse(conversation.body) as { conversation: { id: number } }).conversation;
    await call('POST', `/api/chat/conversations/${id}/messages`, 201, {
      message: 'Halo, saya ingin bercerita.',
      clientId: crypto.randomUUID(),
    });
  } finally {
    close();
  }
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const began = Date.now();
try {
  await Promise.all(
    Array.from(
      { length: PEOPLE },
      (_, n) =>
        new Promise<void>((resolve, reject) => {
          setTimeout(() => person(n).then(resolve, reject), (n * ARRIVALS_WITHIN_MS) / PEOPLE);
        }),
    ),
  );
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  out(`Engine: ${database.kind}; ${new Date().toISOString()}; default limits`);
  out(
    `${PEOPLE} people behind one address in ${seconds} s (${precache.length} precached files each): ` +
      `${tally.requests} requests, ${tally.tooMany} answered 429, ${tally.errors.length} errors`,
  );
  for (const error of tally.errors.slice(0, 10)) out(`  ${error}`);
  if (tally.tooMany > 0 || tally.errors.length > 0) process.exitCode = 1;
} finally {
  // Closes the database too.
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
