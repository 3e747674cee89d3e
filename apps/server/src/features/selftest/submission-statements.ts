import { scoreAnswers, type Answer, type ScoringOptions } from '@sehat/core/selftest/scoring';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import {
  selftestQuestionnaire,
  selftestQuestions,
  type AskedQuestion,
  type QuestionRow,
} from '../../db/schema/index';
import { questionRevision } from './question-revision';
import { questionOrder } from './questions-repository';

const q = selftestQuestions;
const versionNow = sql<number>`(select ${selftestQuestionnaire.version} from ${selftestQuestionnaire})`;

/** The questions in test order, as scoring and the answers need them. */
export type ScoringQuestion = Pick<QuestionRow, 'nomor' | 'pertanyaan' | 'kategori' | 'crisis'>;

/** The questions and the questionnaire's version, read in one snapshot. */
export interface Questionnaire {
  questions: ScoringQuestion[];
  version: number;
  /** The fingerprint a client sends back with its answers (`questionRevision`). */
  revision: string;
}

/** The questions as a result keeps them: what was asked, not how it was scored. */
export const askedOf = (questions: ScoringQuestion[]): AskedQuestion[] =>
  questions.map(({ nomor, pertanyaan, kategori }) => ({ nomor, pertanyaan, kategori }));

/**
 * SRQ-29's answers scored against `questions`, as the one result store keeps them: naming the
 * questionnaire they were asked as (`questionnaireId`, ADR 249), so a later edit never changes a
 * stored result.
 */
export function srq29Result(
  { questions, questionnaireId }: { questions: ScoringQuestion[]; questionnaireId: number },
  jawaban: Answer[],
  owner: { userId: number | null; clientId: string | null },
  options?: ScoringOptions,
) {
  const score = scoreAnswers(questions, jawaban, options);
  return {
    code: 'srq29' as const,
    ...owner,
    answers: jawaban,
    questionnaireId,
    score: score.score,
    crisis: score.crisis,
    hasil: score.hasil,
    severity: score.severity,
    domains: score.domains,
  };
}

/**
 * The guard a result goes into the one result store under (ADR 99): the questionnaire is still
 * the version its answers were scored against, checked by the insert itself.
 */
export const stillVersion = (version: number) => ({
  name: 'srq29_version',
  condition: sql`${versionNow} = ${sql.placeholder('questionnaire_version')}::int`,
  values: { questionnaire_version: version },
});

/** The questionnaire as scoring reads it, built and prepared once (ADR 95). */
export function questionnaireReader(db: Db) {
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
  /** Undefined when there are no questions. */
  return async (): Promise<Questionnaire | undefined> => {
    const rows = await read.execute();
    if (rows.length === 0) return undefined;
    const questions = rows.map(({ version: _version, ...question }) => question);
    return { questions, version: rows[0]!.version, revision: questionRevision(questions) };
  };
}
