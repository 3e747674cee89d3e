import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { openTwoTestDatabases } from './database';
import { buildTestApp, createAdmin, type Account, type TestApp } from './helper';
import { listenOnFreePort } from './listening';
import { SseClient } from './sse-client';

/** Two app instances on one database, as behind a load balancer, with an admin account. */
export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  admin: Account;
  /** Opens a stream on B as `cookie` (optionally resuming) and waits for its `ready`. */
  streamOnB(cookie: string, lastEventId?: string): Promise<SseClient>;
}

/**
 * Sets up A and B for the calling test file: PostgreSQL with two pools, or PGlite with one
 * shared client, and one upload directory as the README asks of several instances. Writes go
 * through A; streams are held open on B and closed after each test.
 */
export function useTwoInstances(): TwoInstances {
  const open: SseClient[] = [];
  let urlB = '';
  const instances = {
    async streamOnB(cookie: string, lastEventId?: string): Promise<SseClient> {
      const client = await SseClient.open(urlB, { cookie, ...(lastEventId ? { lastEventId } : {}) });
      open.push(client);
      expect(client.status).toBe(200);
      await client.waitFor((e) => e.event === 'ready');
      return client;
    },
  } as TwoInstances;

  beforeAll(async () => {
    const [first, second] = await openTwoTestDatabases();
    instances.a = await buildTestApp({ sseHeartbeatMs: 60_000 }, first);
    instances.b = await buildTestApp(
      { sseHeartbeatMs: 60_000, uploadDir: instances.a.config.uploadDir },
      second,
    );
    await listenOnFreePort(instances.a.app);
    urlB = await listenOnFreePort(instances.b.app);
    instances.admin = await createAdmin(instances.a.app);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(async () => {
    await instances.b.close();
    await instances.a.close();
  });
  return instances;
}
