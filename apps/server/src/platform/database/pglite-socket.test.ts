import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestPglite } from '../../../test/database';
import { inProcessEngine } from './pglite-engine';
import { pglitePoolConfig } from './pglite-socket';

const poolOn = (pglite: PGlite) => new pg.Pool(pglitePoolConfig(inProcessEngine(pglite)));

// About the embedded database only: the PostgreSQL project has no PGlite template.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'PgliteSocket: node-postgres on an in-process PGlite (ADR 108)',
  () => {
    let pglite: PGlite;
    let pool: pg.Pool;
    beforeAll(async () => {
      pglite = await openTestPglite();
      pool = poolOn(pglite);
    });
    afterAll(async () => {
      await pool.end();
      await pglite.close();
    });

    it('runs a statement as one call into PGlite, and parses a named one once', async () => {
      await pool.query('select 1');
      const calls = vi.spyOn(pglite, 'execProtocolRawStream');
      const named = { name: 'socket_test', text: 'select $1::int + 1 as n', values: [1] };
      expect((await pool.query(named)).rows).toEqual([{ n: 2 }]);
      expect((await pool.query({ ...named, values: [41] })).rows).toEqual([{ n: 42 }]);
      expect(calls).toHaveBeenCalledTimes(2);
      calls.mockRestore();
      const prepared = await pool.query(
        "select count(*)::int as n from pg_prepared_statements where name = 'socket_test'",
      );
      expect(prepared.rows).toEqual([{ n: 1 }]);
    });

    it("reports a failing statement with PostgreSQL's error, and the connection carries on", async () => {
      await expect(pool.query('select * from tabel_yang_tidak_ada')).rejects.toMatchObject({ code: '42P01' });
      // With parameters: the extended protocol, where everything after the error up to Sync is skipped.
      await expect(pool.query('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
      expect((await pool.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
      const client = await pool.connect();
      try {
        await client.query('begin');
        await expect(client.query('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
        await client.query('rollback');
      } finally {
        client.release();
      }
      expect((await pool.query('select $1::text as teks', ['lanjut'])).rows).toEqual([{ teks: 'lanjut' }]);
    });

    it('hands a notification to the client that listens', async () => {
      const client = await pool.connect();
      try {
        const received = new Promise<pg.Notification>((resolve) => client.once('notification', resolve));
        await client.query('listen socket_channel');
        await client.query("select pg_notify('socket_channel', 'halo')");
        expect(await received).toMatchObject({ channel: 'socket_channel', payload: 'halo' });
        await client.query('unlisten socket_channel');
      } finally {
        client.release();
      }
    });

    it('gives a client that follows a dropped one a clean session', async () => {
      const named = { name: 'socket_again', text: 'select $1::int as n', values: [1] };
      const first = await pool.connect();
      await first.query(named);
      await first.query('begin');
      await first.query('create table socket_left_open (id int)');
      // What the pool does after a failed query: the client goes, PGlite's session stays.
      first.release(new Error('dropped'));
      expect(pool.totalCount).toBe(0);

      expect((await pool.query(named)).rows).toEqual([{ n: 1 }]);
      const table = await pool.query("select to_regclass('socket_left_open') as t");
      expect(table.rows).toEqual([{ t: null }]);
    });

    it('lets another pool connect to the same PGlite after one ended', async () => {
      const other = poolOn(pglite);
      await pool.end();
      expect((await other.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
      pool = other;
    });
  },
);
