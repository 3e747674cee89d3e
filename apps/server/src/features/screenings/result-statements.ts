import type { RateLimitName } from '@sehat/core/limits/rate-limits';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { batchQueue } from '../../platform/database/batches';
import type { Db } from '../../platform/database/client';
import { preparedShapes, preparedStatement, type PreparedStatement } from '../../platform/database/prepared';
import { refusal, type LimitSubject, type RateLimiter } from '../../platform/http/rate-limiter';
import { rowsOf } from '../../platform/database/rows';
import {
  screeningQuestionnaires,
  screeningResults,
  type AskedQuestion,
  type NewScreeningResult,
  type ScreeningResultRow,
} from '../../db/schema/index';

const r = screeningResults;
const q = screeningQuestionnaires;
const param = (name: string) => sql.placeholder(name);

/**
 * A condition the result is stored under, checked by the insert itself (SRQ-29's: the
 * questionnaire is still the version it was scored against, ADR 99). `name` names its shape;
 * `values` bind its placeholders.
 */
export interface StoreGuard {
  name: string;
  condition: SQL;
  values: Record<string, unknown>;
}

/** The result to store, with the hash of a visitor's claim token. */
export type ResultToStore = NewScreeningResult & { claimHash: string | null };

/** What the batch's statement found for one of its results (ids null where nothing was stored or found). */
interface StatementRow {
  ord: number;
  guard_held: boolean;
  id: number | null;
  created_ms: number | null;
  earlier_id: number | null;
}

/**
 * What became of a result sent to the store: stored; sent before under its device id (the row
 * stored then, by id, or null when a statement beside this one or its own batch stored it); or
 * not stored because the guard no longer held.
 */
export type StoreOutcome =
  { stored: ScreeningResultRow } | { resentAs: number | null } | { guardFailed: true };

const columns = [
  [r.userId, 'int'],
  [r.code, 'text'],
  [r.answers, 'jsonb'],
  [r.score, 'int'],
  [r.crisis, 'boolean'],
  [r.band, 'text'],
  [r.questionnaireId, 'int'],
  [r.hasil, 'text'],
  [r.severity, 'text'],
  [r.domains, 'jsonb'],
  [r.claimHash, 'text'],
  [r.clientId, 'text'],
] as const;

/** The batch's results, each with its place in the batch (`ord`) and the id it is stored under. */
const batchInput = sql`select batch.*, nextval((select pg_get_serial_sequence(${getTableName(r)}, ${r.id.name}))) as id
  from jsonb_to_recordset(${param('results')}::jsonb) as batch(ord int, ${sql.join(
    columns.map(([column, type]) => sql`${sql.identifier(column.name)} ${sql.raw(type)}`),
    sql`, `,
  )})`;

/**
 * The insert of a batch's results: each stored only where `where` holds, and not at all when
 * its device id was used before (a resend). Each gets its id before the insert, so that every
 * result is told its own row whichever are stored.
 */
const insertResults = (
  where: SQL | undefined,
) => sql`insert into ${r} (${sql.identifier(r.id.name)}, ${sql.join(
  columns.map(([column]) => sql.identifier(column.name)),
  sql`, `,
)}) overriding system value
  select id, ${sql.join(
    columns.map(([column]) => sql.identifier(column.name)),
    sql`, `,
  )}
  from batch ${where ? sql`where ${where}` : sql``}
  on conflict (${sql.identifier(r.clientId.name)}) where ${sql.identifier(r.clientId.name)} is not null do nothing
  returning ${r.id} as id, (extract(epoch from ${r.createdAt}) * 1000)::float8 as created_ms`;

/** A result as its batch's parameter carries it: jsonb parts as they are, an absent part null. */
const valuesOf = (result: ResultToStore, ord: number) => ({
  ord,
  user_id: result.userId ?? null,
  code: result.code,
  answers: result.answers,
  score: result.score,
  crisis: result.crisis,
  band: result.band ?? null,
  questionnaire_id: result.questionnaireId ?? null,
  hasil: result.hasil ?? null,
  severity: result.severity ?? null,
  domains: result.domains ?? null,
  claim_hash: result.claimHash,
  client_id: result.clientId ?? null,
});

const rowOf = (result: ResultToStore, id: number, createdMs: number): ScreeningResultRow => ({
  id,
  userId: result.userId ?? null,
  code: result.code,
  answers: result.answers,
  score: result.score,
  crisis: result.crisis,
  band: result.band ?? null,
  questionnaireId: result.questionnaireId ?? null,
  hasil: result.hasil ?? null,
  severity: result.severity ?? null,
  domains: result.domains ?? null,
  claimHash: result.claimHash,
  clientId: result.clientId ?? null,
  createdAt: new Date(createdMs),
});

/** The submit limit of a result: one hit on `rule` for `subject`. */
export interface ResultLimit {
  rule: RateLimitName;
  subject: LimitSubject;
}

/** A result sent to the store, with what its batch needs to count and guard it. */
interface Sent {
  result: ResultToStore;
  subject: LimitSubject | undefined;
}

/**
 * The one insert of every screening's result (ADRs 95, 99, 236), done in batches (ADR 260): the
 * results sent while the batch before them runs go together. A batch counts its submit limit's
 * hits in one statement (`hitEach`, its commit not waiting for the disk, ADR 245), then stores
 * those within the limit in one more: the guard, the device id's earlier use and the insert, no
 * lock, no transaction. Each shape (limit and guard) is built and prepared once.
 */
export function resultStatements(db: Db, limiter: Pick<RateLimiter, 'hitEach' | 'rule'>) {
  const shapes = preparedShapes<PreparedStatement<StatementRow>>('screening_result_store');
  const queues = new Map<string, (sent: Sent) => Promise<StoreOutcome>>();

  const statementOf = (guard: StoreGuard | undefined) =>
    shapes(guard?.name ?? 'any', (name) => {
      // Why nothing was stored is asked only when nothing was: PostgreSQL never runs a subquery
      // in a CASE branch it does not take, so a stored result costs no second look at the guard
      // or at the device id's index.
      const notStored = sql`stored.id is null`;
      return preparedStatement<StatementRow>(
        db,
        name,
        sql`with batch as materialized (${batchInput}), stored as (${insertResults(guard?.condition)})
          select batch.ord,
            case when ${notStored} then ${guard?.condition ?? sql`true`} else true end as guard_held,
            stored.id, stored.created_ms,
            case when ${notStored}
              then (select ${r.id} from ${r} where ${r.clientId} = batch.client_id) end as earlier_id
          from batch left join stored on stored.id = batch.id`,
      );
    });

  /** What became of each of `batch`: stored, sent before, or not stored by the guard. */
  const outcomesOf = async (
    statement: PreparedStatement<StatementRow>,
    batch: Sent[],
    guard?: StoreGuard,
  ) => {
    const rows = await statement.execute({
      results: JSON.stringify(batch.map(({ result }, ord) => valuesOf(result, ord))),
      ...guard?.values,
    });
    const outcomes: StoreOutcome[] = [];
    for (const row of rows) {
      const { result } = batch[row.ord]!;
      outcomes[row.ord] =
        row.id !== null
          ? { stored: rowOf(result, row.id, row.created_ms!) }
          : row.earlier_id !== null
            ? { resentAs: row.earlier_id }
            : row.guard_held
              ? { resentAs: null }
              : { guardFailed: true };
    }
    return outcomes;
  };

  /** `outcomesOf` each of `batch`; when the database refuses the batch, each alone, so one bad result fails alone. */
  const storeEach = async (
    statement: PreparedStatement<StatementRow>,
    batch: Sent[],
    guard: StoreGuard | undefined,
  ): Promise<PromiseSettledResult<StoreOutcome>[]> => {
    try {
      const outcomes = await outcomesOf(statement, batch, guard);
      return outcomes.map((value) => ({ status: 'fulfilled', value }));
    } catch (reason) {
      if (batch.length === 1) return [{ status: 'rejected', reason }];
      return Promise.allSettled(batch.map(async (one) => (await outcomesOf(statement, [one], guard))[0]!));
    }
  };

  /** The queue of one limit and one guard, its values included: a batch shares both. */
  const queueOf = (rule: RateLimitName | undefined, guard: StoreGuard | undefined) =>
    batchQueue<Sent, StoreOutcome>(async (sent) => {
      const refusals = rule
        ? (
            await limiter.hitEach(
              rule,
              sent.map(({ subject }) => subject!),
            )
          ).map((verdict) => (verdict.over ? refusal(limiter.rule(rule), verdict.retryAfterSec) : undefined))
        : [];
      const within = sent.filter((_, index) => !refusals[index]);
      const stored = within.length > 0 ? await storeEach(statementOf(guard), within, guard) : [];
      let next = 0;
      return sent.map((_, index): PromiseSettledResult<StoreOutcome> => {
        const refused = refusals[index];
        return refused ? { status: 'rejected', reason: refused } : stored[next++]!;
      });
    });

  return {
    /**
     * The id of the questionnaire `questions` are, stored the first time any instance asks
     * (ADR 249). Asked once per questionnaire read, never per result.
     */
    async questionnaireIdOf(code: ScreeningResultRow['code'], questions: AskedQuestion[]): Promise<number> {
      const answer =
        await db.execute(sql`insert into ${q} (${sql.identifier(q.code.name)}, ${sql.identifier(q.questions.name)})
        values (${code}, ${JSON.stringify(questions)}::jsonb)
        on conflict (${sql.identifier(q.code.name)}, md5((${sql.identifier(q.questions.name)})::text))
        do update set ${sql.identifier(q.code.name)} = excluded.${sql.identifier(q.code.name)}
        returning ${sql.identifier(q.id.name)} as id`);
      return rowsOf<{ id: number }>(answer)[0]!.id;
    },
    /**
     * Stores `result` under `guard`, counting one hit on `limit` (a refused hit throws its 429
     * and stores nothing). A device id used before stores nothing and still counts its hit.
     */
    store(result: ResultToStore, limit: ResultLimit | undefined, guard?: StoreGuard): Promise<StoreOutcome> {
      const key = `${limit?.rule ?? 'uncounted'}:${guard?.name ?? 'any'}:${JSON.stringify(guard?.values ?? {})}`;
      let queue = queues.get(key);
      if (!queue) queues.set(key, (queue = queueOf(limit?.rule, guard)));
      return queue({ result, subject: limit?.subject });
    },
  };
}
