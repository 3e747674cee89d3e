import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measure } from './measure';
import { startOurs } from './peer/ours';
import { stopEverything } from './peer/processes';
import { scenarios } from './peer/scenarios';

/**
 * The self-test submission alone, both rows exactly as `bench:peer` sends them (the member as
 * the web app does, and visitors from addresses of their own), on the built server: PGlite in a
 * fresh folder, or the PostgreSQL at BENCH_DATABASE_URL. A 5 s warm-up, then `seconds` (first
 * argument, 20 by default) per row at 20 connections. Prints one JSON line per row.
 */
const seconds = Number(process.argv[2] ?? 20);
const rows = ['self-test submission, member', 'self-test submission, visitor'];
const dir = await mkdtemp(path.join(os.tmpdir(), 'selftest-submit-bench-'));
try {
  const server = await startOurs(dir, process.env.BENCH_DATABASE_URL, 0, async () => {});
  const context = { ...server, peerUserId: 0, peerPassword: '', questionId: 0, questionCount: 0 };
  for (const scenario of scenarios(context).filter(({ name }) => rows.includes(name))) {
    const { path: pathname, headers, ...request } = scenario.ours;
    const url = `${server.url}${pathname}`;
    await measure(url, headers, { ...request, duration: 5 });
    const measured = await measure(url, headers, { ...request, duration: seconds });
    process.stdout.write(`${JSON.stringify({ row: scenario.name, ...measured })}\n`);
  }
} finally {
  await stopEverything();
  await rm(dir, { recursive: true, force: true });
}
