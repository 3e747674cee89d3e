import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from './client';
import { rowsOf } from './rows';

type SocketWrite = (this: net.Socket, ...args: unknown[]) => unknown;

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

  it('writes both statements to the socket at once, and binds each request’s values to a text built once (ADR 252)', async () => {
    const first = sql`select set_config('sehat.pipeline_test', ${sql.placeholder('value')}::text, false) as set`;
    const second = sql`select current_setting('sehat.pipeline_test') as seen`;
    const writes = new Map<net.Socket, number>();
    const sockets: net.Socket[] = [];
    const { _write, _writev } = net.Socket.prototype as unknown as Record<'_write' | '_writev', SocketWrite>;
    const counted = (original: SocketWrite) =>
      function (this: net.Socket, ...args: unknown[]) {
        writes.set(this, (writes.get(this) ?? 0) + 1);
        return original.apply(this, args);
      };
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if ((args[0] as { name?: string }).name === 'pipeline_test_write_first')
        sockets.push((this as unknown as { connection: { stream: net.Socket } }).connection.stream);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    Object.assign(net.Socket.prototype, { _write: counted(_write), _writev: counted(_writev) });
    try {
      for (const value of ['tiga', 'empat']) {
        writes.clear();
        const [, [seen]] = await database.pipeline!<{ set: string }, { seen: string }>(
          { name: 'pipeline_test_write_first', statement: first, values: { value } },
          { name: 'pipeline_test_write_second', statement: second, values: {} },
        );
        expect(seen!.seen).toBe(value);
        expect(writes.get(sockets.at(-1)!)).toBe(1);
      }
    } finally {
      Object.assign(net.Socket.prototype, { _write, _writev });
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
