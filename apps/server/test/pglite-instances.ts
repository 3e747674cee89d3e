import type { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createPglite } from '../src/platform/database/pglite';

/**
 * What a freshly migrated database holds, read off the first copy a worker loads: the
 * structure's fingerprint, every table, the rows the migrations wrote and every sequence.
 */
interface TemplateState {
  fingerprint: string;
  tables: string[];
  rows: { table: string; columns: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

/**
 * Everything that makes up the database's structure (tables, columns, constraints, indexes,
 * functions, triggers, types, extensions, roles, saved settings), as one hash: a test that
 * changed any of it leaves a copy no later test file may have.
 */
const fingerprintQuery = `
  with user_namespaces as (
    select oid, nspname from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg_toast%'
      and nspname not like 'pg_temp%'
  ), parts as (
    select 'ns ' || nspname as part from user_namespaces
    union all select format('rel %s.%s %s %s', n.nspname, c.relname, c.relkind, c.relpersistence)
      from pg_class c join user_namespaces n on n.oid = c.relnamespace
    union all select format('col %s %s %s %s %s %s %s', a.attrelid::regclass, a.attname,
        format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attgenerated, a.attidentity,
        pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join user_namespaces n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attnum > 0 and not a.attisdropped
    union all select format('con %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(c.oid))
      from pg_constraint c join user_namespaces n on n.oid = c.connamespace
    union all select 'idx ' || pg_get_indexdef(i.indexrelid)
      from pg_index i join pg_class c on c.oid = i.indexrelid join user_namespaces n on n.oid = c.relnamespace
    union all select format('fn %s.%s %s', n.nspname, p.proname, md5(pg_get_functiondef(p.oid)))
      from pg_proc p join user_namespaces n on n.oid = p.pronamespace where p.prokind in ('f', 'p')
    union all select format('trg %s', pg_get_triggerdef(t.oid)) from pg_trigger t where not t.tgisinternal
    union all select format('type %s.%s %s', n.nspname, t.typname, t.typtype)
      from pg_type t join user_namespaces n on n.oid = t.typnamespace
    union all select format('enum %s %s %s', enumtypid::regtype, enumsortorder, enumlabel) from pg_enum
    union all select format('ext %s %s', extname, extversion) from pg_extension
    union all select 'role ' || rolname from pg_roles
    union all select format('setting %s %s', setdatabase, setconfig) from pg_db_role_setting
    union all select format('policy %s %s', polrelid::regclass, polname) from pg_policy
    union all select format('rule %s %s', ev_class::regclass, rulename) from pg_rewrite r
      join pg_class c on c.oid = r.ev_class join user_namespaces n on n.oid = c.relnamespace
  )
  select md5(string_agg(part, E'\\n' order by part)) as fingerprint from parts`;

async function fingerprintOf(pglite: PGlite): Promise<string> {
  return (await pglite.query<{ fingerprint: string }>(fingerprintQuery)).rows[0]!.fingerprint;
}

async function readTemplateState(pglite: PGlite): Promise<TemplateState> {
  const { rows: tables } = await pglite.query<{ name: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg_toast%' order by 1`);
  const rows: TemplateState['rows'] = [];
  for (const { name } of tables) {
    const { rows: filled } = await pglite.query<{ json: string; columns: string }>(`
      select (select json_agg(t)::text from ${name} t) as json,
        (select string_agg(quote_ident(attname), ', ' order by attnum) from pg_attribute
          where attrelid = '${name}'::regclass and attnum > 0 and not attisdropped
            and attgenerated = '') as columns`);
    if (filled[0]!.json) rows.push({ table: name, columns: filled[0]!.columns, json: filled[0]!.json });
  }
  const { rows: sequences } = await pglite.query<TemplateState['sequences'][number]>(`
    select format('%I.%I', schemaname, sequencename) as name,
      coalesce(last_value, start_value)::text as value, last_value is not null as called
    from pg_sequences`);
  return { fingerprint: await fingerprintOf(pglite), tables: tables.map((t) => t.name), rows, sequences };
}

/**
 * Brings a used copy back to the template: any open transaction and every session setting,
 * prepared statement, LISTEN and lock gone, every table emptied and refilled with the
 * template's rows (without triggers, as the migrations left them), sequences, planner
 * statistics and activity counters as after the migrations. False when the structure changed.
 */
async function resetToTemplate(pglite: PGlite, template: TemplateState): Promise<boolean> {
  await pglite.exec('rollback');
  await pglite.exec('discard all');
  if ((await fingerprintOf(pglite)) !== template.fingerprint) return false;
  await pglite.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica;
      truncate ${template.tables.join(', ')} restart identity`);
    for (const { table, columns, json } of template.rows)
      await tx.query(
        `insert into ${table} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${table}, $1)`,
        [json],
      );
    for (const { name, value, called } of template.sequences)
      await tx.query('select setval($1::regclass, $2::bigint, $3)', [name, value, called]);
    await tx.exec(`delete from pg_statistic where starelid in (
      select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema'))`);
  });
  // The refill's own counts are flushed first, so the reset clears them too.
  await pglite.exec('select pg_stat_force_next_flush()');
  await pglite.exec('select pg_stat_reset()');
  return true;
}

let template: Promise<TemplateState> | undefined;
const idle: PGlite[] = [];

/** A new PGlite in memory, loaded from the run's migrated template (about a second). */
export async function loadTemplateCopy(): Promise<PGlite> {
  const dump = await readFile(inject('pgliteTemplate'));
  return createPglite(undefined, { loadDataDir: new Blob([dump]) });
}

/**
 * A PGlite holding exactly the migrated template, for one user at a time: a copy a finished
 * test file gave back, reset (milliseconds), or a newly loaded one. The worker keeps its copies
 * between test files (the server projects do not isolate files), so loading PGlite is paid
 * once per worker, not per file; `release` hands one back.
 */
export async function acquireTemplateCopy(): Promise<PGlite> {
  for (let used = idle.pop(); used; used = idle.pop()) {
    if (await resetToTemplate(used, await template!)) return used;
    await used.close();
  }
  const fresh = await loadTemplateCopy();
  template ??= readTemplateState(fresh);
  await template;
  return fresh;
}

export function releaseTemplateCopy(pglite: PGlite): void {
  idle.push(pglite);
}
