import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/database/client';
import { rowsOf } from '../src/platform/database/rows';

export interface UserReference {
  table: string;
  column: string;
}

/** Every (table, column) with a foreign key to users, read from the database itself. */
export async function referencesToUsers(db: Db): Promise<UserReference[]> {
  const result = await db.execute(sql`
    select cl.relname as "table", att.attname as "column"
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
    where con.contype = 'f' and con.confrelid = 'public.users'::regclass
    order by 1, 2`);
  return rowsOf<UserReference>(result);
}

/** How many rows of `table` hold `userId` in `column`. */
export async function rowsReferencing(
  db: Db,
  { table, column }: UserReference,
  userId: number,
): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Every file under `dir`, as paths relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
