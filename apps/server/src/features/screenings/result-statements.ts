import type { RateLimitName } from '@sehat/core/limits/rate-limits';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import { preparedShapes, preparedStatement, type PreparedStatement } from '../../platform/database/prepared';
import type { HitInStatement, LimitSubject, RateLimiter } from '../../platform/http/rate-limiter';
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

/** What the one statement found (ids null where nothing was stored or found). */
interface StatementRow {
  allowed: boolean;
  reset_ms: number | null;
  guard_held: boolean;
  id: number | null;
  created_ms: number | null;
  earlier_id: number | null;
}

/**
 * What became of a result sent to the store: stored; sent before under its device id (the row
 * stored then, by id, or null when it was stored by a statement running beside this one); or
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

/**
 * The insert of a result: its one row selected from `from`, stored only where `where` holds, and
 * not at all when its device id was used before (a resend).
 */
const insertResult = (from: SQL, where: SQL | undefined) => sql`insert into ${r} (${sql.join(
  columns.map(([column]) => sql.identifier(column.name)),
  sql`, `,
)})
  select ${sql.join(
    columns.map(([column, type]) => sql`${param(column.name)}::${sql.raw(type)}`),
    sql`, `,
  )}
  ${from} ${where ? sql`where ${where}` : sql``}
  on conflict (${sql.identifier(r.clientId.name)}) where ${sql.identifier(r.clientId.name)} is not null do nothing
  returning ${r.id} as id, (extract(epoch from ${r.createdAt}) * 1000)::float8 as created_ms`;

/** jsonb parameters go as their text; an absent part stays SQL null. */
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const valuesOf = (result: ResultToStore): Record<string, unknown> => ({
  user_id: result.userId ?? null,
  code: result.code,
  answers: json(result.answers),
  score: result.score,
  crisis: result.crisis,
  band: result.band ?? null,
  questionnaire_id: result.questionnaireId ?? null,
  hasil: result.hasil ?? null,
  severity: result.severity ?? null,
  domains: json(result.domains),
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

/**
 * The one insert of every screening's result, each shape built and prepared once (ADRs 95, 99):
 * the submit limit's hit, the guard, the device id's earlier use and the insert are one
 * statement, no lock, no transaction (ADR 245); on PostgreSQL the hit is its own statement, sent
 * in the same round trip (ADR 250).
 */
export function resultStatements(db: Db, limiter: Pick<RateLimiter, 'inStatement'>) {
  const shapes = preparedShapes<{ hit: HitInStatement; statement: PreparedStatement<StatementRow> }>(
    'screening_result_store',
  );

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
    async store(
      result: ResultToStore,
      limit: ResultLimit | undefined,
      guard?: StoreGuard,
    ): Promise<StoreOutcome> {
      const shape = `${limit?.rule ?? 'uncounted'}_${guard?.name ?? 'any'}`;
      const { hit, statement } = shapes(shape, (name) => {
        const hit = limiter.inStatement(limit?.rule);
        const where = guard ? sql`limit_hit.allowed and ${guard.condition}` : sql`limit_hit.allowed`;
        // Why nothing was stored is asked only when nothing was: PostgreSQL never runs a subquery
        // in a CASE branch it does not take, so a stored result costs no second look at the guard
        // or at the device id's index.
        const notStored = sql`stored.id is null`;
        const statement = preparedStatement<StatementRow>(
          db,
          name,
          sql`with ${hit.ctes}, stored as (${insertResult(sql`from limit_hit`, where)})
            select limit_hit.allowed, limit_hit.reset_ms,
              case when ${notStored} then ${guard?.condition ?? sql`true`} else true end as guard_held,
              stored.id, stored.created_ms,
              case when ${notStored}
                then (select ${r.id} from ${r} where ${r.clientId} = ${param(r.clientId.name)}::text) end as earlier_id
            from limit_hit left join stored on true`,
        );
        return { hit, statement };
      });
      const values = { ...valuesOf(result), ...guard?.values };
      const [row] = limit
        ? await hit.execute(statement, values, limit.subject)
        : await statement.execute(values);
      if (row!.id !== null) return { stored: rowOf(result, row!.id, row!.created_ms!) };
      if (row!.earlier_id !== null) return { resentAs: row!.earlier_id };
      if (!row!.guard_held) return { guardFailed: true };
      return { resentAs: null };
    },
  };
}
