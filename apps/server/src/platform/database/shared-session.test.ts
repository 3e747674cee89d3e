import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPglite } from '../../../test/database';
import { inProcessEngine, type PgliteEngine } from './pglite-engine';
import { pglitePoolConfig } from './pglite-socket';
import { protocolMessages } from './protocol-messages';

/** One protocol message as a client writes it: its type, its length, its body. */
function message(type: string, ...body: Buffer[]): Buffer {
  const head = Buffer.alloc(5);
  head.write(type);
  head.writeInt32BE(4 + body.reduce((length, part) => length + part.length, 0), 1);
  return Buffer.concat([head, ...body]);
}
const text = (value: string) => Buffer.from(`${value}\0`);
const zeros = (bytes: number) => Buffer.alloc(bytes);
/** Parse, Bind, Execute and Sync of the statement `name` (no parameters). */
const statement = (name: string, sql: string) => [
  message('P', text(name), text(sql), zeros(2)),
  message('B', text(''), text(name), zeros(6)),
  message('E', text(''), zeros(4)),
  message('S'),
];
const typesOf = (answer: Uint8Array | undefined) =>
  answer
    ? protocolMessages(answer)
        .map(({ type }) => String.fromCharCode(type))
        .join('')
    : '';

/** Whether `promise` has settled by the time a macrotask has run (a batch takes one at most). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

// About the embedded database only: PostgreSQL gives every client a session of its own.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  "PGlite's one session shared by the pool's clients (ADR 254)",
  () => {
    let pglite: PGlite;
    let engine: PgliteEngine;
    let pool: pg.Pool;
    beforeAll(async () => {
      pglite = await openTestPglite();
      engine = inProcessEngine(pglite);
      pool = new pg.Pool(pglitePoolConfig(engine));
      await pool.query('create table shared_session_rows (n int)');
    });
    afterAll(async () => {
      await pool.end();
      await pglite.close();
    });

    const count = async (client: pg.ClientBase | pg.Pool) =>
      (await client.query<{ n: number }>('select count(*)::int as n from shared_session_rows')).rows[0]!.n;

    it("keeps the session to a transaction's client until it ends; the others' statements wait", async () => {
      const [owner, other] = [await pool.connect(), await pool.connect()];
      try {
        await owner.query('begin');
        const seen = count(other);
        await owner.query('insert into shared_session_rows values (1)');
        expect(await settled(seen)).toBe(false);
        await owner.query('commit');
        expect(await seen).toBe(1);
      } finally {
        owner.release();
        other.release();
      }
    });

    it('rolls back the transaction of a client that is dropped, and lets the waiting ones on', async () => {
      const [owner, other] = [await pool.connect(), await pool.connect()];
      try {
        await owner.query('begin');
        await owner.query('insert into shared_session_rows values (2)');
        const seen = count(other);
        expect(await settled(seen)).toBe(false);
        owner.release(new Error('dropped'));
        expect(await seen).toBe(1);
      } finally {
        other.release();
      }
    });

    it('waits for an open transaction to end before it dumps the data folder', async () => {
      const owner = await pool.connect();
      try {
        await owner.query('begin');
        await owner.query('insert into shared_session_rows values (3)');
        const order: string[] = [];
        const dump = engine.dump().then((tar) => {
          order.push('dump');
          return tar;
        });
        await owner.query('commit');
        order.push('commit');
        expect((await dump).length).toBeGreaterThan(0);
        expect(order).toEqual(['commit', 'dump']);
      } finally {
        owner.release();
      }
    });

    it('prepares a named statement once for every client, and answers each its parse', async () => {
      const [first, second] = [await pool.connect(), await pool.connect()];
      const named = { name: 'shared_named', text: 'select $1::int * 2 as n', values: [4] };
      try {
        expect((await first.query(named)).rows).toEqual([{ n: 8 }]);
        expect((await second.query({ ...named, values: [5] })).rows).toEqual([{ n: 10 }]);
        expect((await first.query({ ...named, values: [6] })).rows).toEqual([{ n: 12 }]);
        const prepared = await second.query(
          "select count(*)::int as n from pg_prepared_statements where name = 'shared_named'",
        );
        expect(prepared.rows).toEqual([{ n: 1 }]);
      } finally {
        first.release();
        second.release();
      }
    });

    it('refuses a name the session holds with another text instead of running the one it holds', async () => {
      const [first, second] = [await pool.connect(), await pool.connect()];
      try {
        await first.query({ name: 'shared_clash', text: 'select 1 as n' });
        await expect(second.query({ name: 'shared_clash', text: 'select 2 as n' })).rejects.toMatchObject({
          code: '42P05',
        });
      } finally {
        first.release();
        second.release();
      }
    });

    it('takes a named statement whose parse failed as not prepared', async () => {
      const [first, second] = [await pool.connect(), await pool.connect()];
      const broken = { name: 'shared_broken', text: 'select n from tabel_yang_tidak_ada' };
      try {
        await expect(first.query(broken)).rejects.toMatchObject({ code: '42P01' });
        await expect(second.query(broken)).rejects.toMatchObject({ code: '42P01' });
      } finally {
        first.release();
        second.release();
      }
    });

    it("answers the parse of a known name after a simple query in the same batch in that query's turn", async () => {
      await engine.exchange(9001, Buffer.concat(statement('shared_mixed', 'select 2 as n')));
      const batch = Buffer.concat([
        message('Q', text('select 1 as n')),
        ...statement('shared_mixed', 'select 2 as n'),
      ]);
      // The query's row description, row, completion and ready; then the statement's, its parse answered.
      expect(typesOf(await engine.exchange(9002, batch))).toBe('TDCZ12DCZ');
    });
  },
);
