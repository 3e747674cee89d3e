import { selftestMessages } from '@sehat/core/selftest/messages';
import { scoreAnswers, type Answer } from '@sehat/core/selftest/scoring';
import { and, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { selftestQuestions, selftestSubmissions, type SubmissionRow } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { questionRevision } from '../../../lib/question-revision';
import { questionOrder } from './questions-repository';

/** A submission without the answered questions: what lists and summaries need. */
export type ResultRow = Omit<SubmissionRow, 'answers'>;
const { answers: _answers, ...resultColumns } = getTableColumns(selftestSubmissions);

export interface SubmitInput {
  jawaban: Answer[];
  /** The questionnaire revision the answers were given against, when the client sent one. */
  revision: string | undefined;
  userId: number | null;
  neurosisCutoff: number;
}

export interface SelftestSubmissionsRepository {
  /** Scores the answers against the current questions and stores the result. */
  submit(input: SubmitInput): Promise<SubmissionRow>;
  lastResultOf(userId: number): Promise<Pick<SubmissionRow, 'hasil' | 'severity' | 'createdAt'> | undefined>;
  latestOf(userId: number): Promise<ResultRow | undefined>;
  /** A page of the user's results, newest first, older than `beforeId` when given. */
  listOf(userId: number, page: { limit: number; beforeId: number | undefined }): Promise<ResultRow[]>;
  findById(id: number): Promise<SubmissionRow | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    selftestSubmissions: SelftestSubmissionsRepository;
  }
}

/** The questionnaire changed under the client: it must reload the questions and send again. */
const questionsChanged = (message: string) =>
  new AppError(400, 'QUESTIONS_CHANGED', message, { jawaban: message });

export default fp(
  async (app) => {
    const { db } = app;
    const newestFirst = desc(selftestSubmissions.id);
    // Asked by every page load of a logged-in user (the session call): built once (ADR 95).
    const lastResult = db
      .select({
        hasil: selftestSubmissions.hasil,
        severity: selftestSubmissions.severity,
        createdAt: selftestSubmissions.createdAt,
      })
      .from(selftestSubmissions)
      .where(eq(selftestSubmissions.userId, sql.placeholder('userId')))
      .orderBy(newestFirst)
      .limit(1)
      .prepare('selftest_last_result');

    const repository: SelftestSubmissionsRepository = {
      submit: ({ jawaban, revision, userId, neurosisCutoff }) =>
        db.transaction(async (tx) => {
          // FOR SHARE holds off edits and deletes of these rows until the result is stored,
          // so the answers are scored against exactly the questions they were checked against.
          const questions = await tx
            .select()
            .from(selftestQuestions)
            .orderBy(...questionOrder)
            .for('share');
          if (questions.length === 0) throw new AppError(400, 'NO_QUESTIONS', selftestMessages.noQuestions);
          if (jawaban.length !== questions.length) throw questionsChanged(selftestMessages.answersWrongCount);
          if (revision !== undefined && revision !== questionRevision(questions)) {
            throw questionsChanged(selftestMessages.revisionMismatch);
          }
          const score = scoreAnswers(questions, jawaban, { neurosisCutoff });
          const answers = questions.map((q, i) => ({
            nomor: q.nomor,
            pertanyaan: q.pertanyaan,
            kategori: q.kategori,
            jawaban: jawaban[i]!,
          }));
          const [row] = await tx
            .insert(selftestSubmissions)
            .values({ userId, answers, ...score })
            .returning();
          return row!;
        }),
      async lastResultOf(userId) {
        const [row] = await lastResult.execute({ userId });
        return row;
      },
      async latestOf(userId) {
        const [row] = await db
          .select(resultColumns)
          .from(selftestSubmissions)
          .where(eq(selftestSubmissions.userId, userId))
          .orderBy(newestFirst)
          .limit(1);
        return row;
      },
      listOf: (userId, { limit, beforeId }) =>
        db
          .select(resultColumns)
          .from(selftestSubmissions)
          .where(
            and(
              eq(selftestSubmissions.userId, userId),
              beforeId === undefined ? undefined : lt(selftestSubmissions.id, beforeId),
            ),
          )
          .orderBy(newestFirst)
          .limit(limit),
      async findById(id) {
        const [row] = await db.select().from(selftestSubmissions).where(eq(selftestSubmissions.id, id));
        return row;
      },
    };
    app.decorate('selftestSubmissions', repository);
  },
  { name: 'selftest-submissions-repository', dependencies: ['db'] },
);
