import type { RateLimitName } from '@sehat/core/limits/rate-limits';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import { preparedShapes, preparedStatement, type PreparedStatement } from '../../platform/database/prepared';
import type { HitInStatement, LimitSubject, RateLimiter } from '../../platform/http/rate-limiter';
import { screeningResults, type NewScreeningResult, type ScreeningResultRow } from '../../db/schema/index';

const r = screeningResults;
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

interface StoredRow {
  id: number;
  created_ms: number;
}

/** The limit's hit beside the stored row's columns (null when nothing was stored). */
interface CountedRow {
  allowed: boolean;
  reset_ms: number | null;
  id: number | null;
  created_ms: number | null;
}

const columns = [
  [r.userId, 'int'],
  [r.code, 'text'],
  [r.answers, 'jsonb'],
  [r.score, 'int'],
  [r.crisis, 'boolean'],
  [r.band, 'text'],
  [r.questions, 'jsonb'],
  [r.hasil, 'text'],
  [r.severity, 'text'],
  [r.domains, 'jsonb'],
  [r.claimHash, 'text'],
  [r.clientId, 'text'],
] as const;

/** The insert of a result: its one row selected from `from`, stored only where `where` holds. */
const insertResult = (from: SQL, where: SQL | undefined) => sql`insert into ${r} (${sql.join(
  columns.map(([column]) => sql.identifier(column.name)),
  sql`, `,
)})
  select ${sql.join(
    columns.map(([column, type]) => sql`${param(column.name)}::${sql.raw(type)}`),
    sql`, `,
  )}
  ${from} ${where ? sql`where ${where}` : sql``}
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
  questions: json(result.questions),
  hasil: result.hasil ?? null,
  severity: result.severity ?? null,
  domains: json(result.domains),
  claim_hash: result.claimHash,
  client_id: result.clientId ?? null,
});

const rowOf = (result: ResultToStore, stored: StoredRow): ScreeningResultRow => ({
  id: stored.id,
  userId: result.userId ?? null,
  code: result.code,
  answers: result.answers,
  score: result.score,
  crisis: result.crisis,
  band: result.band ?? null,
  questions: result.questions ?? null,
  hasil: result.hasil ?? null,
  severity: result.severity ?? null,
  domains: result.domains ?? null,
  claimHash: result.claimHash,
  clientId: result.clientId ?? null,
  createdAt: new Date(stored.created_ms),
});

/**
 * The one insert of every screening's result, each shape built and prepared once (ADRs 95, 99),
 * with or without the submit limit's hit: the hit, the guard and the insert are one statement,
 * no lock, no transaction.
 */
export function resultStatements(db: Db, limiter: Pick<RateLimiter, 'inStatement'>) {
  const plain = preparedShapes<PreparedStatement<StoredRow>>('screening_result_store');
  const counted = preparedShapes<{ hit: HitInStatement; statement: PreparedStatement<CountedRow> }>(
    'screening_result_counted',
  );
  const guardOf = (guard: StoreGuard | undefined) => guard?.name ?? 'any';

  return {
    /** The stored row, or undefined when the guard no longer held. */
    async store(result: ResultToStore, guard?: StoreGuard): Promise<ScreeningResultRow | undefined> {
      const statement = plain(guardOf(guard), (name) =>
        preparedStatement<StoredRow>(db, name, insertResult(sql``, guard?.condition)),
      );
      const [stored] = await statement.execute({ ...valuesOf(result), ...guard?.values });
      return stored && rowOf(result, stored);
    },
    /**
     * `store` with one hit on `rule` counted for `subject` in the same statement: a refused hit
     * throws its 429 and stores nothing; a failed insert (a device id used meanwhile) counts none.
     */
    async storeCounted(
      result: ResultToStore,
      limit: { rule: RateLimitName; subject: LimitSubject },
      guard?: StoreGuard,
    ): Promise<ScreeningResultRow | undefined> {
      const { hit, statement } = counted(`${limit.rule}_${guardOf(guard)}`, (name) => {
        const hit = limiter.inStatement(limit.rule);
        const where = guard ? sql`limit_hit.allowed and ${guard.condition}` : sql`limit_hit.allowed`;
        const statement = preparedStatement<CountedRow>(
          db,
          name,
          sql`with ${hit.ctes}, stored as (${insertResult(sql`from limit_hit`, where)})
            select limit_hit.allowed, limit_hit.reset_ms, stored.id, stored.created_ms
            from limit_hit left join stored on true`,
        );
        return { hit, statement };
      });
      const [row] = await statement.execute({
        ...valuesOf(result),
        ...guard?.values,
        ...hit.values(limit.subject),
      });
      hit.judge(row!);
      return row!.id === null ? undefined : rowOf(result, { id: row!.id, created_ms: row!.created_ms! });
    },
  };
}
