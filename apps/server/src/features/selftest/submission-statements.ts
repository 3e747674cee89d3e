import type { AnsweredQuestion } from '@sehat/core/selftest/schemas';
import type { Score } from '@sehat/core/selftest/scoring';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import { preparedShapes, preparedStatement, type PreparedStatement } from '../../platform/database/prepared';
import type { HitInStatement, LimitRule, LimitSubject, RateLimiter } from '../../platform/http/rate-limiter';
import {
  selftestQuestionnaire,
  selftestQuestions,
  selftestSubmissions,
  type QuestionRow,
  type SubmissionRow,
} from '../../db/schema/index';
import { questionRevision } from './question-revision';
import { questionOrder } from './questions-repository';

const q = selftestQuestions;
const s = selftestSubmissions;
const versionNow = sql<number>`(select ${selftestQuestionnaire.version} from ${selftestQuestionnaire})`;
const param = (name: string) => sql.placeholder(name);

/** The questions in test order, as scoring and the answers need them. */
export type ScoringQuestion = Pick<QuestionRow, 'nomor' | 'pertanyaan' | 'kategori' | 'crisis'>;

/** The questions and the questionnaire's version, read in one snapshot. */
export interface Questionnaire {
  questions: ScoringQuestion[];
  version: number;
  /** The fingerprint a client sends back with its answers (`questionRevision`). */
  revision: string;
}

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

/** The insert of a result: its one row selected after `where`, the start of its condition. */
const insertResult = (
  where: SQL,
) => sql`insert into ${s} (${sql.identifier(s.userId.name)}, ${sql.identifier(s.answers.name)},
        ${sql.identifier(s.hasil.name)}, ${sql.identifier(s.severity.name)}, ${sql.identifier(s.score.name)},
        ${sql.identifier(s.domains.name)}, ${sql.identifier(s.crisis.name)}, ${sql.identifier(s.claimTokenHash.name)},
        ${sql.identifier(s.clientId.name)})
      select ${param('userId')}::int, ${param('answers')}::jsonb, ${param('hasil')}::text,
        ${param('severity')}::text, ${param('score')}::int, ${param('domains')}::jsonb, ${param('crisis')}::boolean,
        ${param('claimTokenHash')}::text, ${param('clientId')}::text
      ${where} ${versionNow} = ${param('version')}::int
      returning ${s.id} as id, (extract(epoch from ${s.createdAt}) * 1000)::float8 as created_ms`;

export interface StoredResult {
  userId: number | null;
  /** A visitor's: the hash of the token that attaches it to an account (ADR 113). */
  claimTokenHash: string | null;
  /** The device's id for the submission (a queued one sent again is stored once). */
  clientId: string | null;
  answers: AnsweredQuestion[];
  score: Score;
  /** The version of the questionnaire the answers were scored against. */
  version: number;
}

/**
 * A submission's statements, each built and prepared once (ADRs 95, 99): the questionnaire, and
 * the result, stored only while the questionnaire is still at the version it was scored against,
 * with or without the submit limit's hit. The check and the writes are one statement: no lock,
 * no transaction.
 */
export function submissionStatements(db: Db, limiter: Pick<RateLimiter, 'inStatement'>) {
  const read = db
    .select({
      nomor: q.nomor,
      pertanyaan: q.pertanyaan,
      kategori: q.kategori,
      crisis: q.crisis,
      version: versionNow,
    })
    .from(q)
    .orderBy(...questionOrder)
    .prepare('selftest_questionnaire_for_scoring');
  const insert = preparedStatement<StoredRow>(db, 'selftest_store_result', insertResult(sql`where`));
  // The limit's hit and the result are one statement: the result goes in only when the hit was
  // allowed, and a failed insert (a device id used meanwhile) counts no hit.
  const counted = preparedShapes<{ hit: HitInStatement; statement: PreparedStatement<CountedRow> }>(
    'selftest_store_counted',
  );
  const countedFor = (rule: LimitRule) =>
    counted(rule.name, (name) => {
      const hit = limiter.inStatement(rule);
      const where = sql`from limit_hit where limit_hit.allowed and`;
      const statement = preparedStatement<CountedRow>(
        db,
        name,
        sql`with ${hit.ctes}, stored as (${insertResult(where)})
          select limit_hit.allowed, limit_hit.reset_ms, stored.id, stored.created_ms
          from limit_hit left join stored on true`,
      );
      return { hit, statement };
    });
  const valuesOf = ({ userId, claimTokenHash, clientId, answers, score, version }: StoredResult) => ({
    userId,
    claimTokenHash,
    clientId,
    answers: JSON.stringify(answers),
    hasil: score.hasil,
    severity: score.severity,
    score: score.score,
    domains: JSON.stringify(score.domains),
    crisis: score.crisis,
    version,
  });
  const rowOf = (result: StoredResult, stored: StoredRow): SubmissionRow => ({
    id: stored.id,
    userId: result.userId,
    answers: result.answers,
    hasil: result.score.hasil,
    severity: result.score.severity,
    score: result.score.score,
    domains: result.score.domains,
    crisis: result.score.crisis,
    claimTokenHash: result.claimTokenHash,
    clientId: result.clientId,
    createdAt: new Date(stored.created_ms),
  });

  return {
    /** Undefined when there are no questions. */
    async questionnaire(): Promise<Questionnaire | undefined> {
      const rows = await read.execute();
      if (rows.length === 0) return undefined;
      const questions = rows.map(({ version: _version, ...question }) => question);
      return { questions, version: rows[0]!.version, revision: questionRevision(questions) };
    },
    /** The stored row, or undefined when the questionnaire changed in between. */
    async store(result: StoredResult): Promise<SubmissionRow | undefined> {
      const [stored] = await insert.execute(valuesOf(result));
      return stored && rowOf(result, stored);
    },
    /**
     * `store` with one hit on `rule` counted for `subject` in the same statement: a refused hit
     * throws its 429 and stores nothing.
     */
    async storeCounted(
      result: StoredResult,
      rule: LimitRule,
      subject: LimitSubject,
    ): Promise<SubmissionRow | undefined> {
      const { hit, statement } = countedFor(rule);
      const [row] = await statement.execute({ ...valuesOf(result), ...hit.values(subject) });
      hit.judge(row!);
      return row!.id === null ? undefined : rowOf(result, { id: row!.id, created_ms: row!.created_ms! });
    },
  };
}
