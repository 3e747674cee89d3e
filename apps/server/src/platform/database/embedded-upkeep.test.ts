import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../../../test/helper';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client';
import { keepEmbeddedDatabaseUp, runUpkeep, upkeepLogged } from './embedded-upkeep';
import { rowsOf } from './rows';

interface TableStats {
  deadRows: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
  vacuums: number;
  analyzes: number;
}

// PGlite has no autovacuum; on PostgreSQL the server leaves this to it (ADR 109).
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database upkeep (ADR 109)', () => {
  let t: TestApp;
  let authorId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    authorId = (await registerUser(t.app)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const statsOf = async (table: string): Promise<TableStats> => {
    await t.app.db.execute(sql`select pg_stat_force_next_flush()`);
    const [row] = rowsOf<TableStats>(
      await t.app.db.execute(sql`
        select n_dead_tup::int as "deadRows", n_ins_since_vacuum::int as "insertedSinceVacuum",
          n_mod_since_analyze::int as "changedSinceAnalyze", vacuum_count::int as "vacuums",
          analyze_count::int as "analyzes"
        from pg_stat_user_tables where relname = ${table}`),
    );
    return row!;
  };

  const addQuestions = (count: number) =>
    t.app.db.execute(sql`
      insert into forum_questions (user_id, title, description)
      select ${authorId}, 'Tentang tidur nomor ' || g, 'Saya sulit tidur setiap malam.'
      from generate_series(1, ${count}) g`);

  it('vacuums and analyzes a table that grew past autovacuum’s thresholds, then leaves it be', async () => {
    await addQuestions(1500);
    const done = await runUpkeep(t.app.db);
    expect(done).toContainEqual({ table: 'public.forum_questions', vacuum: true, analyze: true });
    expect(await statsOf('forum_questions')).toMatchObject({
      insertedSinceVacuum: 0,
      changedSinceAnalyze: 0,
      vacuums: 1,
      analyzes: 1,
    });
    // Every statement of a run is counted in the tables it read, but nothing is due again.
    expect((await runUpkeep(t.app.db)).map((due) => due.table)).not.toContain('public.forum_questions');
    expect(await statsOf('forum_questions')).toMatchObject({ vacuums: 1, analyzes: 1 });
  });

  it('vacuums away the dead rows of updates', async () => {
    await t.app.db.execute(sql`update forum_questions set title = title || '?'`);
    expect((await statsOf('forum_questions')).deadRows).toBeGreaterThan(1000);
    const done = await runUpkeep(t.app.db);
    expect(done).toContainEqual({ table: 'public.forum_questions', vacuum: true, analyze: true });
    expect(await statsOf('forum_questions')).toMatchObject({ deadRows: 0, vacuums: 2, analyzes: 2 });
  });

  it('analyzes alone when rows changed in place but few died, and leaves small changes alone', async () => {
    const before = await statsOf('forum_questions');
    await t.app.db.execute(sql`update forum_questions set risk = true where id % 6 = 0`);
    await addQuestions(10);
    // About 250 changed of 1,510 rows: past analyze's 50 + 10 % (201), below vacuum's 50 + 20 % (352).
    expect(await runUpkeep(t.app.db)).toContainEqual({
      table: 'public.forum_questions',
      vacuum: false,
      analyze: true,
    });
    expect(await statsOf('forum_questions')).toMatchObject({
      vacuums: before.vacuums,
      analyzes: before.analyzes + 1,
    });
    await addQuestions(10);
    expect((await runUpkeep(t.app.db)).map((due) => due.table)).not.toContain('public.forum_questions');
  });

  it('still finds a table that grew after its counts were lost, as at every PGlite restart', async () => {
    // Counted before (reltuples and relpages set), so its growth is what finds it.
    expect((await statsOf('forum_questions')).vacuums).toBeGreaterThan(0);
    // More than the free space vacuum left behind the updates above.
    await addQuestions(3000);
    // Its counts flushed, then dropped.
    await statsOf('forum_questions');
    await t.app.db.execute(sql`select pg_stat_reset()`);
    expect(await statsOf('forum_questions')).toMatchObject({
      insertedSinceVacuum: 0,
      changedSinceAnalyze: 0,
    });
    // Its pages grew since it was last counted, past the vacuum scale factor (20 %).
    expect(await runUpkeep(t.app.db)).toContainEqual({
      table: 'public.forum_questions',
      vacuum: true,
      analyze: true,
    });
    expect((await runUpkeep(t.app.db)).map((due) => due.table)).not.toContain('public.forum_questions');
  });

  it('runs by itself on its interval until stopped', async () => {
    const before = await statsOf('forum_questions');
    await addQuestions(1500);
    const stop = keepEmbeddedDatabaseUp(t.app.db, pino({ level: 'silent' }), 20);
    await vi.waitFor(
      async () => expect((await statsOf('forum_questions')).vacuums).toBe(before.vacuums + 1),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
    await stop();
    await addQuestions(1500);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await statsOf('forum_questions')).vacuums).toBe(before.vacuums + 1);
  });

  it('logs a failed run instead of throwing it, so the site still starts and serves', async () => {
    const failing = { execute: () => Promise.reject(new Error('disk full')) } as unknown as Db;
    const log = { warn: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;
    await expect(upkeepLogged(failing, log)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'disk full' }) },
      'embedded database upkeep failed',
    );
  });
});
