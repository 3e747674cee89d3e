import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from './client';
import { IDLE_CONNECTION_MS } from './postgres';
import { rowsOf } from './rows';

/** The backends of four statements run at once, each on a connection of its own. */
async function backendsOf(database: Database): Promise<Set<number>> {
  const answers = await Promise.all(
    Array.from({ length: 4 }, () =>
      database.db.execute(sql`select pg_backend_pid() as pid from pg_sleep(0.05)`),
    ),
  );
  return new Set(answers.map((answer) => rowsOf<{ pid: number }>(answer)[0]!.pid));
}

/** Connections to this database other than the one asking. */
async function othersConnected(database: Database): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await database.db.execute(sql`select count(*)::int as count from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`),
  );
  return row!.count;
}

// PostgreSQL only: the embedded database is one session in the process.
describe.runIf(process.env.TEST_DB === 'postgres')(
  'connections to PostgreSQL in a quiet spell (ADR 258)',
  () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('stay open through a minute of quiet, and only the last two stay after five', async () => {
      const database = await openTestDatabase();
      // The pool's idle timers are made when a connection is handed back: from here on, they are
      // the test's to move.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const busy = await backendsOf(database);
        expect(busy.size).toBe(4);

        vi.advanceTimersByTime(60_000);
        expect(await backendsOf(database)).toEqual(busy);

        vi.advanceTimersByTime(IDLE_CONNECTION_MS + 1);
        vi.useRealTimers();
        // The closed connections' backends leave a moment after the goodbye.
        await vi.waitFor(async () => expect(await othersConnected(database)).toBe(1), { timeout: 5_000 });
      } finally {
        vi.useRealTimers();
        await database.close();
      }
    });
  },
);
