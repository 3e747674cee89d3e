import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireTemplateCopy, loadTemplateCopy, releaseTemplateCopy } from './pglite-instances';

/** What a test file could observe of a database: rows, sequences, statistics, its session. */
async function observe(pglite: PGlite) {
  const tables = await pglite.query<{ name: string }>(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by 1`,
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables.rows)
    rows[name] = (await pglite.query(`select * from ${name} order by 1`)).rows;
  const one = async (query: string) => (await pglite.query(query)).rows;
  return {
    rows,
    sequences: await one('select sequencename, last_value from pg_sequences order by 1'),
    counters: await pglite
      .exec('select pg_stat_force_next_flush()')
      .then(() =>
        one(`select relname, n_tup_ins, n_live_tup, analyze_count from pg_stat_user_tables order by 1`),
      ),
    statistics: await one(`select count(*)::int as n from pg_statistic s
      join pg_class c on c.oid = s.starelid where c.relnamespace = 'public'::regnamespace`),
    session: await one(`select (select count(*)::int from pg_prepared_statements) as prepared,
      (select count(*)::int from pg_listening_channels()) as listening,
      current_setting('statement_timeout') as timeout, txid_current_if_assigned() as transaction`),
  };
}

describe('the PGlite copies a worker keeps between test files (ADR 208)', () => {
  const held: PGlite[] = [];
  afterAll(async () => {
    for (const pglite of held) await pglite.close();
  });

  it('hands a used copy back exactly as the migrated template is', async () => {
    const untouched = await loadTemplateCopy();
    held.push(untouched);
    const template = await observe(untouched);

    const used = await acquireTemplateCopy();
    await used.exec(`
      insert into users (username, email, full_name, password_hash, role)
        values ('sari', 'sari@contoh.id', 'Sari', 'x', 'user');
      delete from selftest_questionnaire;
      analyze users;
      prepare left_over as select 1;
      listen left_over;
      set statement_timeout = 1234;
      begin;
      insert into users (username, email, full_name, password_hash, role)
        values ('budi', 'budi@contoh.id', 'Budi', 'x', 'user');`);
    expect((await observe(used)).rows).not.toEqual(template.rows);
    releaseTemplateCopy(used);

    const again = await acquireTemplateCopy();
    held.push(again);
    expect(again).toBe(used);
    expect(await observe(again)).toEqual(template);
  });

  it('loads a new copy instead of one whose structure a test changed', async () => {
    const changed = await acquireTemplateCopy();
    await changed.exec('alter table users add column extra text');
    releaseTemplateCopy(changed);

    const next = await acquireTemplateCopy();
    held.push(next);
    expect(next).not.toBe(changed);
    expect(changed.closed).toBe(true);
    const columns = await next.query(
      `select 1 from information_schema.columns where table_name = 'users' and column_name = 'extra'`,
    );
    expect(columns.rows).toEqual([]);
  });
});
