import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notify } from '../src/platform/realtime/event-bus';

const CHANNEL = 'test_bus_delivered';

/**
 * Resolves once `app` has heard every notification committed before the call. An instance
 * listens on one connection and PostgreSQL delivers in commit order, so a probe sent now
 * arrives after all of them: a test can then count cache loads without a late announcement
 * of an earlier write clearing the cache between two reads.
 */
export async function busDelivered(app: FastifyInstance, timeoutMs = 5_000): Promise<void> {
  const probe = randomUUID();
  let heard: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const stop = await app.eventBus.subscribe(CHANNEL, {
    onNotify: (payload) => {
      if (payload === probe) heard();
    },
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await notify(app.db, CHANNEL, probe);
    await Promise.race([
      arrived,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('the probe notification never arrived')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    await stop();
  }
}
