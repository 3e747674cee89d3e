import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from './client';
import { rowsOf } from './rows';

// PostgreSQL only: the embedded database has no pipeline (`Database.pipeline`).
describe.runIf(process.env.TEST_DB === 'postgres')('two statements in one round trip (ADR 250)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('sends the second before the first is answered; each is its own transaction, the second seeing the first committed', async () => {
    const asked: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const name = (args[0] as { name?: string }).name ?? '';
      if (name.startsWith('pipeline_test_')) {
        asked.push(name);
        expect(this.pipeline).toBe(true);
      }
      const answer = (query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      if (name === 'pipeline_test_first') void answer.finally(() => asked.push('first answered'));
      return answer;
    } as typeof query;
    try {
      const [[first], [second]] = await database.pipeline!<
        { tx: string; set: string },
        { tx: string; seen: string }
      >(
        {
          name: 'pipeline_test_first',
          statement: sql`select pg_sleep(0.1), txid_current()::text as tx,
            set_config('sehat.pipeline_test', ${sql.placeholder('value')}::text, false) as set`,
          values: { value: 'satu' },
        },
        {
          name: 'pipeline_test_second',
          statement: sql`select txid_current()::text as tx, current_setting('sehat.pipeline_test') as seen`,
          values: {},
        },
      );
      expect(asked).toEqual(['pipeline_test_first', 'pipeline_test_second', 'first answered']);
      expect(second!.seen).toBe('satu');
      expect(second!.tx).not.toBe(first!.tx);
    } finally {
      pg.Client.prototype.query = query;
    }
  });

  it('runs the second even when the first fails, and answers the first failure', async () => {
    const value = `dua-${Date.now()}`;
    await expect(
      database.pipeline!(
        { name: 'pipeline_test_failing', statement: sql`select 1 / 0`, values: {} },
        {
          name: 'pipeline_test_after_failure',
          statement: sql`insert into rate_limits (key, count, reset_at)
            values (${sql.placeholder('key')}::text, 1, now())`,
          values: { key: value },
        },
      ),
    ).rejects.toThrow(/division by zero/);
    const rows = await database.db.execute(
      sql`select count(*)::int as n from rate_limits where key = ${value}`,
    );
    expect(rowsOf<{ n: number }>(rows)[0]!.n).toBe(1);
  });
});
