import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { login, register } from './support/api-client';
import { chatLoad, followStream } from './support/chat-load';
import { startCluster, type Cluster } from './support/postgres-cluster';
import { startServer, stop, waitFor, type ServerProcess } from './support/server-process';

// Three phases stay under the chat's 30 messages a minute per user.
const PER_PHASE = 6;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

async function healthOf(server: ServerProcess) {
  const response = await fetch(`${server.url}/api/health`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('PostgreSQL restarting under load with two instances', () => {
  it('keeps both up, answers 503 JSON while it is away, recovers by itself and loses no chat event', async () => {
    const cluster: Cluster = await startCluster({ durable: false });
    cleanups.push(() => cluster.destroy());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-restart-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // No heartbeat within the test: streams get messages only through a working LISTEN.
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: await cluster.createDatabase('sehat_restart'),
      SSE_HEARTBEAT_SECONDS: '300',
    };
    const a = await startServer(env);
    const b = await startServer(env);
    cleanups.push(async () => void [a, b].forEach((s) => alive(s) && s.child.kill('SIGKILL')));

    const user = await register(a.url);
    const admin = await login(b.url, 'admin', 'admin-password');
    const conversation = await fetch(`${a.url}/api/chat/conversation`, { headers: { cookie: user.cookie } });
    const conversationId = ((await conversation.json()) as { conversation: { id: number } }).conversation.id;
    const userStream = followStream(b.url, user.cookie);
    const adminStream = followStream(a.url, admin.cookie);
    const load = chatLoad(user, conversationId, [a.url, b.url]);
    const ackedAtLeast = (n: number) => waitFor(`${n} acknowledged messages`, () => load.acked.length >= n);

    await ackedAtLeast(PER_PHASE);
    await cluster.stop('fast');
    for (const server of [a, b]) {
      await waitFor(
        'health to report the database away',
        async () => (await healthOf(server)).status === 503,
      );
      expect((await healthOf(server)).body).toMatchObject({
        status: 'unavailable',
        reason: 'database-unreachable',
      });
      const data = await fetch(`${server.url}/api/chat/conversation`, { headers: { cookie: user.cookie } });
      expect(data.status).toBe(503);
      expect(((await data.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
    }
    await cluster.start();
    for (const server of [a, b]) {
      await waitFor('health to recover', async () => (await healthOf(server)).status === 200);
    }
    const afterFirst = load.acked.length;
    await ackedAtLeast(afterFirst + PER_PHASE);

    // A restart in the middle of the load, without waiting in between.
    await cluster.stop('fast');
    await cluster.start();
    await ackedAtLeast(load.acked.length + PER_PHASE);
    await load.stop();

    const everyAcked = (received: number[]) => load.acked.every((id) => received.includes(id));
    await waitFor('the user stream to deliver every message', () => everyAcked(userStream.received));
    await waitFor('the admin stream to deliver every message', () => everyAcked(adminStream.received));
    await userStream.stop();
    await adminStream.stop();

    for (const received of [userStream.received, adminStream.received]) {
      expect(new Set(received).size).toBe(received.length);
      expect([...received].sort((x, y) => x - y)).toEqual([...load.acked].sort((x, y) => x - y));
    }
    expect(alive(a) && alive(b)).toBe(true);
    expect(await stop(a)).toBe(0);
    expect(await stop(b)).toBe(0);
  });
});
