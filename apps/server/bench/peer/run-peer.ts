import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { max } from 'drizzle-orm';
import pg from 'pg';
import { forumQuestions } from '../../src/db/schema/index';
import { measure } from '../measure';
import { checkOnce } from './check';
import { debianPackages, findDebianTools } from './debian-tools';
import { ourPassword, oursBuilt, startOurs, type OurServer } from './ours';
import { peerCopyOf } from './peer-data';
import { PHP_WORKERS, startPeer } from './peer-stack';
import { atTheEnd, runToEnd, stopEverything } from './processes';
import { roundTable, summaryTable, type Results } from './report';
import { scenarios, type ScenarioContext } from './scenarios';

/**
 * `npm run bench:peer`: the seed's PHP system (BENCH_PEER_DIR, a checkout of it, run as it is)
 * on Debian's nginx + php-fpm + MariaDB beside ours on PGlite and, with BENCH_DATABASE_URL, on
 * PostgreSQL; the same data in all; BENCH_ROUNDS interleaved rounds (sides rotate their order
 * each round). Prints Markdown for docs/performance.md and stops everything it started.
 */
const peerDir = process.env.BENCH_PEER_DIR ? path.resolve(process.env.BENCH_PEER_DIR) : '';
const databaseUrl = process.env.BENCH_DATABASE_URL;
const questionCount = Number(process.env.BENCH_PEER_QUESTIONS ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Seconds per row of the unmeasured pass before round 1 (BENCH_WARMUP_SECONDS). */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const out = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * After a row that writes: requests autocannon abandoned at the end (a login hashes for a
 * while) finish; each database server writes the pages it changed (`flushes`: InnoDB's, and
 * PostgreSQL's checkpoint), which it would otherwise go on writing in the background for
 * minutes; and the disk takes what was left in the page cache. So the side measured next does
 * not pay for the writes of the side before (PGlite writes its pages itself, in its own process,
 * so `sync` covers it).
 */
async function settleAfterWrites(flushes: (() => Promise<void>)[]) {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const flush of flushes) await flush();
  await promisify(execFile)('sync');
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

/** PostgreSQL's CHECKPOINT, as the bench's superuser (the throwaway cluster's). */
async function checkpoint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

const found = findDebianTools();
const problems = [
  ...(!peerDir || !existsSync(path.join(peerDir, 'backend/api/forum_questions_complete.php'))
    ? ['BENCH_PEER_DIR must name a checkout of the peer (the folder holding backend/api/*.php)']
    : []),
  ...('missing' in found
    ? [`Missing Debian tools: ${found.missing.join(', ')}. Install: apt-get install -y ${debianPackages}`]
    : []),
  ...(oursBuilt() ? [] : ['Ours is not built: run npm run build first']),
];
if (problems.length || 'missing' in found) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}
const tools = found.tools;

const stopAndExit = (code: number) => void stopEverything().finally(() => process.exit(code));
process.on('SIGINT', () => stopAndExit(130));
process.on('SIGTERM', () => stopAndExit(143));
process.on('uncaughtException', (error) => {
  process.stderr.write(`${error.stack ?? String(error)}\n`);
  stopAndExit(1);
});

try {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-peer-'));
  atTheEnd(() => rm(workDir, { recursive: true, force: true }));
  await mkdir(path.join(workDir, 'peer'));
  const peer = await startPeer(tools, peerDir, path.join(workDir, 'peer'));
  const hash = await runToEnd(tools.php, ['-r', `echo password_hash('${ourPassword}', PASSWORD_DEFAULT);`]);

  let questionId = 0;
  const sides = new Map<string, string>([['peer', peer.api]]);
  const servers = new Map<string, OurServer>();
  servers.set(
    'ours, PGlite',
    await startOurs(path.join(workDir, 'ours-pglite'), undefined, questionCount, async (db) => {
      await peer.sql(await peerCopyOf(db, hash));
      const [newest] = await db.select({ id: max(forumQuestions.id) }).from(forumQuestions);
      questionId = newest?.id ?? 0;
    }),
  );
  if (databaseUrl) {
    const dataDir = path.join(workDir, 'ours-postgres');
    servers.set('ours, PostgreSQL', await startOurs(dataDir, databaseUrl, questionCount, async () => {}));
  }
  for (const [side, server] of servers) sides.set(side, server.url);
  const flushes = [peer.flushChangedPages, ...(databaseUrl ? [() => checkpoint(databaseUrl)] : [])];
  const peerUserId = Number(
    await peer.sql(`INSERT INTO users (username, email, password, fullName)
      VALUES ('bench', 'bench@contoh.id', '${hash}', 'Bench'); SELECT LAST_INSERT_ID();`),
  );
  const context = (server?: OurServer): ScenarioContext => ({
    cookie: server?.cookie ?? '',
    revision: server?.revision ?? '',
    visitors: server?.visitors ?? [],
    peerUserId,
    peerPassword: ourPassword,
    questionId,
    questionCount,
  });

  const versions = await Promise.all([
    runToEnd(tools.nginx, ['-v']),
    runToEnd(tools.phpFpm, ['-v']),
    runToEnd(tools.mariadbd, ['--version']),
  ]);
  out(`Peer: ${versions.map((v) => v.split('\n')[0]!.trim()).join('; ')}; ${PHP_WORKERS} php-fpm workers.`);
  out(
    `Ours: npm run serve (${databaseUrl ? 'one worker per core on PostgreSQL, ' : ''}one process on PGlite).`,
  );
  out(
    `${questionCount} questions, ${os.cpus().length} cores, ${process.env.BENCH_SECONDS ?? 5} s per row, 20 connections.`,
  );

  const list = scenarios(context());
  const sizes = new Map(list.map((s) => [s.name, [] as number[]]));
  for (const [side, base] of sides) {
    const own = side === 'peer' ? list : scenarios(context(servers.get(side)));
    for (const [index, scenario] of own.entries()) {
      const request = side === 'peer' ? scenario.peer : scenario.ours;
      const rows = side === 'peer' && index < 2 ? questionCount : undefined;
      const checked = await checkOnce(base, request, side === 'peer' ? 'peer' : 'ours', rows);
      if (checked.problem) throw new Error(`${side}, ${scenario.name}: ${checked.problem}`);
      sizes.get(scenario.name)!.push(checked.bytes);
    }
  }
  out(`\nAnswer sizes, bytes (${[...sides.keys()].join(' / ')}):`);
  for (const [name, bytes] of sizes) out(`- ${name}: ${bytes.join(' / ')}`);

  const runRow = async (side: string, index: number, duration?: number) => {
    const request = side === 'peer' ? list[index]!.peer : scenarios(context(servers.get(side)))[index]!.ours;
    const measured = await measure(`${sides.get(side)}${request.path}`, request.headers, {
      method: request.method ?? 'GET',
      body: request.body,
      crowd: request.crowd,
      duration,
    });
    if (request.method === 'POST') await settleAfterWrites(flushes);
    return measured;
  };
  // Every side runs every row once, unmeasured, before round 1: without it, each side's first
  // round measured its first requests to a route and its first rows in a table (ADR 87).
  out(`\nWarm-up: ${warmUpSeconds} s per row and side, not measured.`);
  for (const index of list.keys()) for (const side of sides.keys()) await runRow(side, index, warmUpSeconds);

  const results: Results = new Map(list.map((s) => [s.name, new Map([...sides.keys()].map((k) => [k, []]))]));
  const order = [...sides.keys()];
  for (let round = 0; round < rounds; round++) {
    out(`\nRound ${round + 1}, load before: ${load()}`);
    const rotated = [...order.slice(round % order.length), ...order.slice(0, round % order.length)];
    for (const [index, scenario] of list.entries()) {
      for (const side of rotated) {
        const measured = await runRow(side, index);
        results.get(scenario.name)!.get(side)!.push(measured);
      }
    }
    out(`${roundTable(results, order, round)}\nLoad after: ${load()}`);
  }
  out(`\nAll ${rounds} rounds:\n${summaryTable(results, order, list)}`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await stopEverything();
}
process.exit(process.exitCode ?? 0);
