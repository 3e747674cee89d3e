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

/** A foreign key of one column: `table.column` refers to `target.targetColumn`. */
interface ForeignKey extends UserReference {
  target: string;
  targetColumn: string;
}

/**
 * A way from a table's rows to a person's account: a foreign key to users, or a foreign key to a
 * table that has one (one hop, e.g. chat_messages → conversations → users).
 */
export interface PathToUsers {
  /** `table.column`, or `table.column → hop.column` through one hop. */
  name: string;
  table: string;
  /** The column that refers to users, as `table.column`. */
  reference: string;
  column: string;
  /** The table in between: `column` refers to its `joinColumn`, its `userColumn` to users. */
  hop: { table: string; joinColumn: string; userColumn: string } | null;
}

async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  const result = await db.execute(sql`
    select cl.relname as "table", att.attname as "column",
      target.relname as "target", target_att.attname as "targetColumn",
      cardinality(con.conkey) as "width"
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_class target on target.oid = con.confrelid
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
    join pg_attribute target_att on target_att.attrelid = con.confrelid and target_att.attnum = con.confkey[1]
    where con.contype = 'f' and cl.relnamespace = 'public'::regnamespace
    order by 1, 2, 3, 4`);
  const keys = rowsOf<ForeignKey & { width: number }>(result);
  const wide = keys.filter((key) => Number(key.width) !== 1);
  if (wide.length > 0) throw new Error(`the walk follows one-column keys only: ${JSON.stringify(wide)}`);
  return keys.map(({ table, column, target, targetColumn }) => ({ table, column, target, targetColumn }));
}

/** Every path from a table to users, direct or through one hop, read from the catalogue. */
export async function pathsToUsers(db: Db): Promise<PathToUsers[]> {
  const keys = await foreignKeys(db);
  const direct = keys.filter((key) => key.target === 'users');
  const paths: PathToUsers[] = direct.map(({ table, column }) => ({
    name: `${table}.${column}`,
    table,
    reference: `${table}.${column}`,
    column,
    hop: null,
  }));
  for (const key of keys) {
    for (const owner of direct.filter((reference) => reference.table === key.target)) {
      paths.push({
        name: `${key.table}.${key.column} → ${owner.table}.${owner.column}`,
        table: key.table,
        reference: `${owner.table}.${owner.column}`,
        column: key.column,
        hop: { table: owner.table, joinColumn: key.targetColumn, userColumn: owner.column },
      });
    }
  }
  return paths;
}

/** The tables a person's data can sit in: every table with a path to users. */
export async function tablesReachingUsers(db: Db): Promise<string[]> {
  return [...new Set((await pathsToUsers(db)).map((path) => path.table))].sort();
}

/** How many rows of the path's table reach `userId` along it. */
export async function rowsAlong(db: Db, path: PathToUsers, userId: number): Promise<number> {
  const table = sql.identifier(path.table);
  const column = sql.identifier(path.column);
  const query = path.hop
    ? sql`select count(*)::int as n from ${table} join ${sql.identifier(path.hop.table)} hop
        on hop.${sql.identifier(path.hop.joinColumn)} = ${table}.${column}
        where hop.${sql.identifier(path.hop.userColumn)} = ${userId}`
    : sql`select count(*)::int as n from ${table} where ${column} = ${userId}`;
  return Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0);
}

/** Whether `table.column` exists in the schema. */
export async function columnExists(db: Db, table: string, column: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and column_name = ${column}`);
  return rowsOf(result).length === 1;
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
