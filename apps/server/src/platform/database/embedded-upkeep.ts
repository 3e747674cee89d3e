import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client';
import { rowsOf } from './rows';

/** How often the embedded database looks for tables to vacuum or analyze: autovacuum's naptime. */
export const UPKEEP_INTERVAL_MS = 60_000;

/** A table due for upkeep (its name quoted for SQL), and which kinds. */
export interface TableDue {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * The tables PostgreSQL's autovacuum would vacuum or analyze now, by its own settings and
 * formulas: dead rows past the vacuum threshold, rows inserted since the last vacuum past the
 * insert threshold (a table that only grows needs it too: the visibility map, and a GIN index's
 * pending list), and rows changed since the last analyze past the analyze threshold.
 *
 * PGlite keeps none of those counts across a restart, so the table's size counts too: one never
 * counted (reltuples -1) that holds pages, or one grown past the vacuum scale factor since it
 * was last counted, is due for both.
 */
function tablesDue(db: Db): Promise<TableDue[]> {
  const threshold = (name: string) =>
    sql`current_setting(${`autovacuum_${name}_threshold`})::float8
      + current_setting(${`autovacuum_${name}_scale_factor`})::float8 * greatest(c.reltuples, 0)`;
  const pages = sql`pg_relation_size(c.oid) / current_setting('block_size')::float8`;
  const grown = sql`(${pages} > 0 and (c.reltuples < 0
    or ${pages} > c.relpages * (1 + current_setting('autovacuum_vacuum_scale_factor')::float8) + 1))`;
  const vacuum = sql`(${grown} or s.n_dead_tup > ${threshold('vacuum')}
    or s.n_ins_since_vacuum > ${threshold('vacuum_insert')})`;
  const analyze = sql`(${grown} or s.n_mod_since_analyze > ${threshold('analyze')})`;
  return db
    .execute(
      sql`select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as "table",
          ${vacuum} as "vacuum", ${analyze} as "analyze"
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where ${vacuum} or ${analyze}
        order by s.relname`,
    )
    .then(rowsOf<TableDue>);
}

const commandFor = ({ table, vacuum, analyze }: TableDue) =>
  `${vacuum ? (analyze ? 'vacuum (analyze)' : 'vacuum') : 'analyze'} ${table}`;

/**
 * PGlite runs PostgreSQL as one backend, without autovacuum: left alone, its tables are never
 * analyzed (the planner guesses) and never vacuumed (dead rows and a GIN index's pending list
 * are read by every scan). This does autovacuum's work once, a table at a time through the
 * pool, each command waiting its turn between requests (ADR 109). Returns what it did.
 */
export async function runUpkeep(db: Db): Promise<TableDue[]> {
  // The session's statistics reach pg_stat_user_tables when flushed, at most once a second.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const due = await tablesDue(db);
  for (const table of due) await db.execute(sql.raw(commandFor(table)));
  return due;
}

/** `runUpkeep`, a failure logged rather than thrown: upkeep never stops the site from serving. */
export async function upkeepLogged(db: Db, log: FastifyBaseLogger): Promise<void> {
  try {
    const done = await runUpkeep(db);
    if (done.length > 0) log.debug({ commands: done.map(commandFor) }, 'embedded database upkeep');
  } catch (error) {
    log.warn({ err: error }, 'embedded database upkeep failed');
  }
}

/**
 * Runs `upkeepLogged` every `intervalMs`, never two at once. Returns the stop function, which
 * waits for a run under way, so the database is not closed under it.
 */
export function keepEmbeddedDatabaseUp(db: Db, log: FastifyBaseLogger, intervalMs = UPKEEP_INTERVAL_MS) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= upkeepLogged(db, log).finally(() => {
      running = undefined;
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
