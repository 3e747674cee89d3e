import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startOurs } from './peer/ours';
import { stopEverything } from './peer/processes';

/**
 * A member's self-test submission alone (issue 40 item 3): the built server on a fresh PGlite
 * folder, 5 s of warm-up, then `seconds` (first argument, 20 by default) at 10 connections.
 * Prints one JSON line: req/s, non-2xx answers, p50 and p99 in ms.
 */
const seconds = Number(process.argv[2] ?? 20);
const dir = await mkdtemp(path.join(os.tmpdir(), 'selftest-submit-bench-'));
try {
  const { url, cookie } = await startOurs(dir, undefined, 0, async () => {});
  const jawaban = Array.from({ length: 29 }, (_, i) => (i % 5 === 0 ? 1 : 0));
  const request = {
    url: `${url}/api/selftest/submissions`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ jawaban }),
  };
  const first = await fetch(request.url, request);
  if (first.status !== 201) throw new Error(`the submission failed: ${first.status} ${await first.text()}`);
  await autocannon({ ...request, connections: 10, duration: 5 });
  const result = await autocannon({ ...request, connections: 10, duration: seconds });
  const { average } = result.requests;
  const { p50, p99 } = result.latency;
  process.stdout.write(`${JSON.stringify({ rps: average, non2xx: result.non2xx, p50, p99 })}\n`);
} finally {
  await stopEverything();
  await rm(dir, { recursive: true, force: true });
}
