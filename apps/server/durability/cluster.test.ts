import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, type Session } from './support/api-client';
import { startCluster } from './support/postgres-cluster';
import { accepts, startServer, waitFor, type ServerProcess } from './support/server-process';

/**
 * One HTTP exchange on a connection of its own: the cluster's primary hands each new connection
 * to the next worker in turn, so consecutive calls land on different workers.
 */
function exchange(
  url: string,
  options: { method?: string; cookie?: string; json?: unknown; partial?: boolean } = {},
) {
  const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  let finish = () => {};
  const answered = new Promise<{ status: number; text: string }>((resolve) => {
    const request = http.request(url, {
      method: options.method ?? 'GET',
      agent: false,
      headers: {
        ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, text }));
    });
    // A failed request counts as status 0.
    request.on('error', () => resolve({ status: 0, text: '' }));
    if (body && options.partial) {
      request.write(body.subarray(0, 8));
      finish = () => request.end(body.subarray(8));
    } else request.end(body);
  });
  return { answered, finish: () => finish() };
}

const lines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; msg: string; req?: { method: string; url: string } });

const listeningPids = (server: ServerProcess) =>
  lines(server)
    .filter((line) => line.msg.startsWith('Server listening at'))
    .map((line) => line.pid);

const pidsServing = (server: ServerProcess, prefix: string) =>
  new Set(
    lines(server)
      .filter((line) => line.msg === 'incoming request' && line.req?.url.startsWith(prefix))
      .map((line) => line.pid),
  );

const ask = (session: Session, title: string, partial = false) =>
  exchange(`${session.base}/api/forum/questions`, {
    method: 'POST',
    cookie: session.cookie,
    json: { title, desc: 'Ditulis lewat salah satu pekerja.' },
    partial,
  });

const cleanups: (() => Promise<void>)[] = [];
let server: ServerProcess;
let session: Session;

beforeAll(async () => {
  const cluster = await startCluster({ durable: false });
  cleanups.push(() => cluster.destroy());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-cluster-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: await cluster.createDatabase('sehat_cluster'), WEB_CONCURRENCY: '2' },
    120_000,
    2,
  );
  session = await register(server.url);
});

afterAll(async () => {
  server?.child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('two workers on PostgreSQL (WEB_CONCURRENCY=2)', () => {
  it('share one port; what one request writes, the next reads on whichever worker serves it', async () => {
    expect(new Set(listeningPids(server)).size).toBe(2);
    expect(server.output()).toContain('"msg":"starting the workers"');

    for (let n = 0; n < 6; n++) {
      const title = `Dibaca pekerja mana pun ${n}`;
      const posted = await ask(session, title).answered;
      expect(posted.status).toBe(201);
      const { id } = (JSON.parse(posted.text) as { question: { id: number } }).question;
      // Two reads in a row: the primary hands consecutive connections to different workers.
      for (const read of [0, 1]) {
        const answer = await exchange(`${server.url}/api/forum/questions/${id}`).answered;
        expect({ read, status: answer.status, found: answer.text.includes(title) }).toEqual({
          read,
          status: 200,
          found: true,
        });
      }
    }
    expect(pidsServing(server, '/api/forum/questions/').size).toBe(2);

    // The visitors' cached first page: each worker drops its copy when the database announces
    // the change (pg_notify), so both serve the newest question.
    const newest = 'Dibaca pekerja mana pun 5';
    await waitFor('both workers to list the newest question to visitors', async () => {
      const pages = await Promise.all(
        [0, 1].map(() => exchange(`${server.url}/api/forum/questions`).answered),
      );
      return pages.every((page) => page.status === 200 && page.text.includes(newest));
    });
  });

  it('replaces a worker that dies, and keeps serving', async () => {
    const [victim] = listeningPids(server);
    process.kill(victim!, 'SIGKILL');
    await waitFor('a replacement worker to listen', () => listeningPids(server).length === 3);
    expect(server.output()).toContain('worker died: replacing it');
    for (let n = 0; n < 4; n++) {
      expect((await exchange(`${server.url}/api/health`).answered).status).toBe(200);
    }
  });

  it('SIGTERM drains every worker: requests already received finish, then exit 0', async () => {
    const inFlight = 12;
    const received = () =>
      lines(server).filter(
        (line) =>
          line.msg === 'incoming request' &&
          line.req?.method === 'POST' &&
          line.req.url === '/api/forum/questions',
      ).length;
    const before = received();
    const pending = Array.from({ length: inFlight }, (_, n) => ask(session, `Saat berhenti ${n}`, true));
    await waitFor('every request to reach a worker', () => received() === before + inFlight);
    server.child.kill('SIGTERM');
    await waitFor('both workers to stop listening', async () => !(await accepts(server.url)));
    pending.forEach((request) => request.finish());

    const statuses = await Promise.all(pending.map(async (request) => (await request.answered).status));
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(await server.exited).toBe(0);
  });
});
