import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { register, type Session } from './support/api-client';
import { startCluster } from './support/postgres-cluster';
import { accepts, startServer, waitFor, type ServerProcess } from './support/server-process';

const IN_FLIGHT = 24;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A question whose headers and the start of its body are sent now; `finish` sends the rest. */
function startAsking(session: Session, n: number) {
  const body = Buffer.from(
    JSON.stringify({ title: `Saat berhenti nomor ${n}`, desc: 'Harus tetap tersimpan.' }),
  );
  let finish = () => {};
  const status = new Promise<number>((resolve) => {
    const request = http.request(`${session.base}/api/forum/questions`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': body.length, cookie: session.cookie },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    // A failed request counts as status 0.
    request.on('error', () => resolve(0));
    request.write(body.subarray(0, 8));
    finish = () => request.end(body.subarray(8));
  });
  return { finish: () => finish(), status };
}

const received = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"url":"/api/forum/questions"') && line.includes('incoming request'))
    .length;

async function drainsWithoutFailures(env: Record<string, string>) {
  const server = await startServer(env);
  const session = await register(server.url);
  const stream = await fetch(`${server.url}/api/chat/stream`, { headers: { cookie: session.cookie } });
  expect(stream.status).toBe(200);
  const streamEnded = stream.text();

  const pending = Array.from({ length: IN_FLIGHT }, (_, n) => startAsking(session, n));
  await waitFor('every request to reach the server', () => received(server) === IN_FLIGHT);
  server.child.kill('SIGTERM');
  await waitFor('the listener to close', async () => !(await accepts(server.url)));
  await streamEnded;
  pending.forEach((request) => request.finish());

  const statuses = await Promise.all(pending.map((request) => request.status));
  expect(statuses.filter((status) => status !== 201)).toEqual([]);
  expect(await server.exited).toBe(0);
}

describe('SIGTERM drains', () => {
  it('on the embedded database: stops accepting, ends streams, finishes every request, exits 0', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-drain-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await drainsWithoutFailures({ DATA_DIR: dataDir });
  });

  it('on PostgreSQL: the same', async () => {
    const cluster = await startCluster({ durable: false });
    cleanups.push(() => cluster.destroy());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-drain-pg-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await drainsWithoutFailures({
      DATA_DIR: dataDir,
      DATABASE_URL: await cluster.createDatabase('sehat_drain'),
    });
  });
});
