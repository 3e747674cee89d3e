import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function until(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const notify = (channel: string, payload: string) =>
  database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

describe('Database.listen', () => {
  it('delivers each NOTIFY to every subscriber until it unlistens', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await database.listen('test_channel', { onNotify: (p) => first.push(p) });
    const stopSecond = await database.listen('test_channel', { onNotify: (p) => second.push(p) });
    await notify('test_channel', 'satu');
    await until(() => first.length === 1 && second.length === 1);
    expect(first).toEqual(['satu']);

    await stopFirst();
    await notify('test_channel', 'dua');
    await until(() => second.length === 2);
    expect(second).toEqual(['satu', 'dua']);
    expect(first).toEqual(['satu']);
    await stopSecond();
  });

  it('delivers a notification sent in a transaction only when it commits', async () => {
    const received: string[] = [];
    const stop = await database.listen('test_tx', { onNotify: (p) => received.push(p) });
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('test_tx', 'dibatalkan')`);
        throw new Error('rollback');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('test_tx', 'jadi')`);
    });
    await until(() => received.length === 1);
    await notify('test_tx', 'berikutnya');
    await until(() => received.length === 2);
    expect(received).toEqual(['jadi', 'berikutnya']);
    await stop();
  });

  it('has handed over every notification committed before caughtUp() resolves', async () => {
    const received: string[] = [];
    const stop = await database.listen('test_caught_up', { onNotify: (p) => received.push(p) });
    // A notification usually arrives quickly anyway: many rounds make a late one show.
    for (let round = 0; round < 30; round++) {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('test_caught_up', ${String(round)})`);
      });
      await database.caughtUp();
      expect(received.at(-1)).toBe(String(round));
    }
    await stop();
  });

  it('keeps to one statement at a time when subscriptions end together', async () => {
    const warnings: Error[] = [];
    const heard = (warning: Error) => warnings.push(warning);
    process.on('warning', heard);
    try {
      const stops = await Promise.all(
        ['test_a', 'test_b', 'test_c'].map((channel) => database.listen(channel, { onNotify: () => {} })),
      );
      await Promise.all([...stops.map((stop) => stop()), database.caughtUp()]);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', heard);
    }
    expect(warnings.map((warning) => warning.message)).toEqual([]);
  });

  it('refuses channel names that are not plain lower-case identifiers', async () => {
    await expect(database.listen('Bad; drop table users', { onNotify: () => {} })).rejects.toThrow(
      /invalid notification channel/,
    );
  });
});
