import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/database/client';
import { rowsOf } from '../src/platform/database/rows';
import { filesUnder } from './user-data';

/**
 * Counts every row written to the test database (insert, update, delete, by any table's
 * trigger) so a test can tell whether one request changed anything. Rate-limit counters are
 * left out: they exist to count refused requests too.
 */
export async function watchWrites(db: Db): Promise<() => Promise<number>> {
  await db.execute(sql`create table test_writes (n bigint not null)`);
  await db.execute(sql`insert into test_writes values (0)`);
  await db.execute(sql`
    create function test_count_write() returns trigger language plpgsql as $$
    begin
      update test_writes set n = n + 1;
      return null;
    end $$`);
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('test_writes', 'rate_limits')`),
  );
  for (const { name } of tables) {
    await db.execute(
      sql`create trigger test_count_write after insert or update or delete on ${sql.identifier(name)}
          for each row execute function test_count_write()`,
    );
  }
  return async () =>
    Number(rowsOf<{ n: string | number }>(await db.execute(sql`select n from test_writes`))[0]!.n);
}

/** The files under the upload folder, as one comparable string. */
export async function uploadsSnapshot(uploadDir: string): Promise<string> {
  return (await filesUnder(uploadDir).catch(() => [])).join('\n');
}

/** Text columns (table.column) holding U+FFFD, the mark of text that could not be stored as sent. */
export async function columnsWithReplacementCharacters(db: Db): Promise<string[]> {
  const columns = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying')`),
  );
  const found: string[] = [];
  for (const { table, column } of columns) {
    const hits = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where position(chr(65533) in ${sql.identifier(column)}) > 0`,
      ),
    );
    if (Number(hits[0]?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}
