import type { AnsweredQuestion } from '@sehat/core/selftest/schemas';
import type { Score } from '@sehat/core/selftest/scoring';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';
import {
  selftestQuestionnaire,
  selftestQuestions,
  selftestSubmissions,
  type QuestionRow,
  type SubmissionRow,
} from '../../../db/schema/index';
import { questionRevision } from '../../../lib/question-revision';
import { countHit, type CountedHit, type PendingHit } from '../../platform/rate-limiter';
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

interface StoredIds {
  id: number;
  created_ms: number;
}

export interface StoredResult {
  userId: number | null;
  answers: AnsweredQuestion[];
  score: Score;
  /** The version of the questionnaire the answers were scored against. */
  version: number;
}

/**
 * A submission's statements, each built and prepared once (ADRs 95, 99): the questionnaire, and
 * the result, stored only while the questionnaire is still at the version it was scored against,
 * with or without counting the submitter's hit (ADR 106). The check and the writes are one
 * statement: no lock, no transaction.
 */
export function submissionStatements(db: Db) {
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
  const columns = sql`(${sql.identifier(s.userId.name)}, ${sql.identifier(s.answers.name)},
    ${sql.identifier(s.hasil.name)}, ${sql.identifier(s.severity.name)}, ${sql.identifier(s.score.name)},
    ${sql.identifier(s.domains.name)}, ${sql.identifier(s.crisis.name)})`;
  const values = sql`${param('userId')}::int, ${param('answers')}::jsonb, ${param('hasil')}::text,
    ${param('severity')}::text, ${param('score')}::int, ${param('domains')}::jsonb, ${param('crisis')}::boolean`;
  const stillCurrent = sql`${versionNow} = ${param('version')}::int`;
  const stored = sql`${s.id} as id, (extract(epoch from ${s.createdAt}) * 1000)::float8 as created_ms`;
  const insert = preparedStatement<StoredIds>(
    db,
    'selftest_store_result',
    sql`insert into ${s} ${columns} select ${values} where ${stillCurrent} returning ${stored}`,
  );
  // The hit on the submitter's limit and the result in one round trip (ADR 106); the result is
  // stored only within the limit.
  const countAndInsert = preparedStatement<CountedHit & Partial<StoredIds>>(
    db,
    'selftest_count_and_store_result',
    sql`with hit as (${countHit(param('key'), param('windowMs'))}),
      kept as (
        insert into ${s} ${columns} select ${values} from hit
        where hit.count <= ${param('max')}::int and ${stillCurrent}
        returning ${stored}
      )
      select hit.count, hit.reset_ms, kept.id, kept.created_ms from hit left join kept on true`,
  );
  const valuesOf = ({ userId, answers, score, version }: StoredResult) => ({
    userId,
    answers: JSON.stringify(answers),
    hasil: score.hasil,
    severity: score.severity,
    score: score.score,
    domains: JSON.stringify(score.domains),
    crisis: score.crisis,
    version,
  });
  const rowOf = ({ userId, answers, score }: StoredResult, { id, created_ms }: StoredIds): SubmissionRow => ({
    id,
    userId,
    answers,
    hasil: score.hasil,
    severity: score.severity,
    score: score.score,
    domains: score.domains,
    crisis: score.crisis,
    createdAt: new Date(created_ms),
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
      const [ids] = await insert.execute(valuesOf(result));
      return ids && rowOf(result, ids);
    },
    /**
     * Counts `hit` and stores the result within its limit: the counter as it now stands, and the
     * stored row, undefined over the limit or when the questionnaire changed in between.
     */
    async countAndStore(
      result: StoredResult,
      { rule, key }: PendingHit,
    ): Promise<{ hit: CountedHit; row: SubmissionRow | undefined }> {
      const [answer] = await countAndInsert.execute({
        ...valuesOf(result),
        key,
        windowMs: rule.windowMs,
        max: rule.max,
      });
      const { count, reset_ms, id, created_ms } = answer!;
      return {
        hit: { count, reset_ms },
        row: id === undefined || id === null ? undefined : rowOf(result, { id, created_ms: created_ms! }),
      };
    },
  };
}
