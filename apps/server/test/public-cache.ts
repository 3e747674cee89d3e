import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { publicCacheChannel } from '../src/platform/web-pages/public-cache';

const marker = 'test-marker';

/**
 * What `work`'s requests announced to the public cache (the database's triggers), and how many
 * answers waited to hear the announcements. A marker sent after `work` arrives after whatever it
 * announced (notifications come in commit order), so nothing is missed by leaving too soon.
 */
export async function publicCacheTraffic(
  app: FastifyInstance,
  work: () => Promise<void>,
): Promise<{ announced: string[]; waits: number }> {
  const announced: string[] = [];
  let markerHeard!: () => void;
  const heard = new Promise<void>((resolve) => (markerHeard = resolve));
  const stop = await app.eventBus.subscribe(publicCacheChannel, {
    onNotify: (payload) => (payload === marker ? markerHeard() : announced.push(payload)),
  });
  const waits = vi.spyOn(app.eventBus, 'caughtUp');
  try {
    await work();
    await app.db.execute(sql`select pg_notify(${publicCacheChannel}, ${marker})`);
    await heard;
    return { announced, waits: waits.mock.calls.length };
  } finally {
    waits.mockRestore();
    await stop();
  }
}
