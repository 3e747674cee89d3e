import type { Score } from '@sehat/core/selftest/scoring';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import {
  selftestQuestions,
  selftestSubmissions,
  type QuestionRow,
  type SubmissionRow,
} from '../../../db/schema/index';
import { questionOrder } from './questions-repository';

const q = selftestQuestions;

/** What scoring depends on, in test order: each question's id, category, crisis flag and text. */
const questionnaireNow = sql`(select coalesce(jsonb_agg(jsonb_build_array(${q.nomor}, ${q.kategori}, ${q.crisis}, ${q.pertanyaan}) order by ${q.position}, ${q.nomor}), '[]'::jsonb) from ${q})`;

/** The same for questions read earlier, as JSON text; compared as jsonb, so spacing never matters. */
export const questionnaireOf = (questions: readonly QuestionRow[]) =>
  JSON.stringify(
    questions.map((question) => [question.nomor, question.kategori, question.crisis, question.pertanyaan]),
  );

export interface StoredResult {
  userId: number | null;
  answers: SubmissionRow['answers'];
  score: Score;
  /** questionnaireOf the questions the answers were scored against. */
  questionnaire: string;
}

/**
 * A submission's two statements (ADR 95): the questions (prepared once), and the result stored
 * only if the questionnaire is still the one it was scored against. The check and the write are
 * one statement, so no lock is held across a round trip and there is no transaction.
 */
export function submissionStatements(db: Db) {
  const questions = db
    .select()
    .from(q)
    .orderBy(...questionOrder)
    .prepare('selftest_questions_for_scoring');
  const s = selftestSubmissions;
  return {
    questions: () => questions.execute(),
    /** The stored row, or undefined when the questionnaire changed in between. */
    async store({ userId, answers, score, questionnaire }: StoredResult): Promise<SubmissionRow | undefined> {
      const result = await db.execute(sql`
        insert into ${s} (${sql.identifier(s.userId.name)}, ${sql.identifier(s.answers.name)},
          ${sql.identifier(s.hasil.name)}, ${sql.identifier(s.severity.name)}, ${sql.identifier(s.score.name)},
          ${sql.identifier(s.domains.name)}, ${sql.identifier(s.crisis.name)})
        select ${userId}::int, ${JSON.stringify(answers)}::jsonb, ${score.hasil}, ${score.severity},
          ${score.score}::int, ${JSON.stringify(score.domains)}::jsonb, ${score.crisis}
        where ${questionnaireNow} = ${questionnaire}::jsonb
        returning ${s.id} as id, (extract(epoch from ${s.createdAt}) * 1000)::float8 as created_ms`);
      const [stored] = rowsOf<{ id: number; created_ms: number }>(result);
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
          createdAt: new Date(stored.created_ms),
        }
      );
    },
  };
}
