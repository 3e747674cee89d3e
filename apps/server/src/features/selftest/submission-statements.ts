import type { AnsweredQuestion } from '@sehat/core/selftest/schemas';
import type { Score } from '@sehat/core/selftest/scoring';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import { preparedStatement } from '../../platform/database/prepared';
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
 * A submission's two statements, each built and prepared once (ADRs 95, 99): the questionnaire,
 * and the result, stored only while the questionnaire is still at the version it was scored
 * against. The check and the write are one statement: no lock, no transaction.
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
  const insert = preparedStatement<{ id: number; created_ms: number }>(
    db,
    'selftest_store_result',
    sql`insert into ${s} (${sql.identifier(s.userId.name)}, ${sql.identifier(s.answers.name)},
        ${sql.identifier(s.hasil.name)}, ${sql.identifier(s.severity.name)}, ${sql.identifier(s.score.name)},
        ${sql.identifier(s.domains.name)}, ${sql.identifier(s.crisis.name)}, ${sql.identifier(s.claimTokenHash.name)},
        ${sql.identifier(s.clientId.name)})
      select ${param('userId')}::int, ${param('answers')}::jsonb, ${param('hasil')}::text,
        ${param('severity')}::text, ${param('score')}::int, ${param('domains')}::jsonb, ${param('crisis')}::boolean,
        ${param('claimTokenHash')}::text, ${param('clientId')}::text
      where ${versionNow} = ${param('version')}::int
      returning ${s.id} as id, (extract(epoch from ${s.createdAt}) * 1000)::float8 as created_ms`,
  );

  return {
    /** Undefined when there are no questions. */
    async questionnaire(): Promise<Questionnaire | undefined> {
      const rows = await read.execute();
      if (rows.length === 0) return undefined;
      const questions = rows.map(({ version: _version, ...question }) => question);
      return { questions, version: rows[0]!.version, revision: questionRevision(questions) };
    },
    /** The stored row, or undefined when the questionnaire changed in between. */
    async store({
      userId,
      claimTokenHash,
      clientId,
      answers,
      score,
      version,
    }: StoredResult): Promise<SubmissionRow | undefined> {
      const [stored] = await insert.execute({
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
      return (
        stored && {
          id: stored.id,
          userId,
          answers,
          hasil: score.hasil,
          severity: score.severity,
          score: score.score,
          domains: score.domains,
          crisis: score.crisis,
          claimTokenHash,
          clientId,
          createdAt: new Date(stored.created_ms),
        }
      );
    },
  };
}
