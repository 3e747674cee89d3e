import type { PGlite } from '@electric-sql/pglite';
import type { PGlite as OldPGlite } from 'pglite-v03';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function publicTables(client: PGlite | OldPGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  return rows.map((row) => row.name);
}

async function rowCount(client: PGlite | OldPGlite, table: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${quote(table)}`);
  return rows[0]!.n;
}

/**
 * Copies every row of the public tables, and where each sequence stands, from the old engine
 * into the new one. Both must already hold the same schema (the same migrations). Rows arrive
 * with triggers and foreign-key checks off (`session_replication_role = replica`): counters
 * the triggers keep arrive as they were stored. Throws when any table's row count differs.
 */
export async function copyDatabase(from: OldPGlite, to: PGlite): Promise<void> {
  const tables = await publicTables(from);
  const target = new Set(await publicTables(to));
  const missing = tables.filter((table) => !target.has(table));
  if (missing.length) throw new Error(`tables missing after migration: ${missing.join(', ')}`);
  await to.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    // Migrations may insert rows of their own; the old database's rows replace them.
    if (tables.length) await tx.exec(`truncate ${tables.map(quote).join(', ')}`);
    for (const table of tables) {
      const { blob } = await from.query(`copy ${quote(table)} to '/dev/blob'`);
      // An empty table yields no blob, and a COPY FROM without one waits for ever.
      if (blob?.size) await tx.query(`copy ${quote(table)} from '/dev/blob'`, [], { blob });
    }
    const { rows: sequences } = await from.query<{ name: string; value: string }>(
      "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' and last_value is not null",
    );
    for (const { name, value } of sequences) {
      await tx.query('select setval($1::regclass, $2::bigint, true)', [quote(name), value]);
    }
  });
  for (const table of tables) {
    const [before, after] = await Promise.all([rowCount(from, table), rowCount(to, table)]);
    if (before !== after) throw new Error(`table ${table} holds ${after} rows after the copy, not ${before}`);
  }
}
