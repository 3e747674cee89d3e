import { selftestMessages } from '@sehat/core/selftest/messages';
import { scoreAnswers, type Answer } from '@sehat/core/selftest/scoring';
import { selftestRules } from '@sehat/core/selftest/constants';
import { and, desc, eq, getTableColumns, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { limitInText } from '../../platform/database/prepared';
import { selftestSubmissions, type SubmissionRow } from '../../db/schema/index';
import { AppError } from '../../platform/http/errors';
import type { LimitRule, LimitSubject } from '../../platform/http/rate-limiter';
import type { LastResult } from '@sehat/core/user/user-schema';
import { claimTokenHash } from './claim-token';
import { presentLastResult } from './presenter';
import { submissionStatements, type Questionnaire } from './submission-statements';

/** A submission without the answered questions: what lists and summaries need. */
export type ResultRow = Omit<SubmissionRow, 'answers'>;
const { answers: _answers, ...resultColumns } = getTableColumns(selftestSubmissions);

export interface SubmitInput {
  jawaban: Answer[];
  /** The questionnaire revision the answers were given against, when the client sent one. */
  revision: string | undefined;
  userId: number | null;
  /** A visitor's submission: the hash of its claim token (ADR 113). */
  claimTokenHash: string | null;
  clientId: string | null;
  neurosisCutoff: number;
  /** The limit a submission counts a hit on (`enforce`'s 429 when over), and whose hit it is. */
  limit: { rule: LimitRule; subject: LimitSubject };
}

export interface SelftestSubmissionsRepository {
  /**
   * Counts one hit on `limit`, scores the answers against the current questions and stores the
   * result (usually all one statement).
   */
  submit(input: SubmitInput): Promise<SubmissionRow>;
  /** `lastResult` of login and session, in the contract's shape. */
  lastResultOf(userId: number): Promise<LastResult | null>;
  latestOf(userId: number): Promise<ResultRow | undefined>;
  /** A page of the user's results, newest first, older than `beforeId` when given. */
  listOf(userId: number, page: { limit: number; beforeId: number | undefined }): Promise<ResultRow[]>;
  findById(id: number): Promise<SubmissionRow | undefined>;
  /** The submission a device sent with this id, if any. */
  findByClientId(clientId: string): Promise<SubmissionRow | undefined>;
  /**
   * Attaches the visitor's result whose claim token hashes to `tokenHash` to `userId`, once and
   * within `selftestRules.claimWindowMs` of the test; undefined for any other token.
   */
  claim(userId: number, tokenHash: string): Promise<ResultRow | undefined>;
  /**
   * The screenings' "keep" (api.md "One risk model"): attaches each visitor's result named by
   * id whose claim token is given, as `claim` does; returns the ids that moved.
   */
  keep(userId: number, items: readonly { id: number; token: string }[]): Promise<number[]>;
}

/** A visitor's result that a claim may still attach: nobody's yet, and within the claim window. */
const claimable = (claim: SQL | undefined) =>
  and(
    claim,
    isNull(selftestSubmissions.userId),
    gt(selftestSubmissions.createdAt, sql`now() - ${selftestRules.claimWindowMs} * interval '1 millisecond'`),
  );

declare module 'fastify' {
  interface FastifyInstance {
    selftestSubmissions: SelftestSubmissionsRepository;
  }
}

/** The questionnaire changed under the client: it must reload the questions and send again. */
const questionsChanged = (message: string) =>
  new AppError(400, 'QUESTIONS_CHANGED', message, { jawaban: message });

/** Why these answers cannot be scored against `questionnaire`, if they cannot. */
function refusalOf(questionnaire: Questionnaire, jawaban: Answer[], revision: string | undefined) {
  if (jawaban.length !== questionnaire.questions.length) {
    return questionsChanged(selftestMessages.answersWrongCount);
  }
  if (revision !== undefined && revision !== questionnaire.revision) {
    return questionsChanged(selftestMessages.revisionMismatch);
  }
  return undefined;
}

export default fp(
  async (app) => {
    const { db } = app;
    const newestFirst = desc(selftestSubmissions.id);
    const statements = submissionStatements(db, app.rateLimiter);
    let known: Questionnaire | undefined;
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
      .limit(limitInText(1))
      .prepare('selftest_last_result');

    const repository: SelftestSubmissionsRepository = {
      async submit({ jawaban, revision, userId, claimTokenHash, clientId, neurosisCutoff, limit }) {
        let counted = false;
        /** Undefined when `questionnaire` is no longer current, or (`refuse` false) does not fit the answers. */
        const scoreAndStore = async (questionnaire: Questionnaire | undefined, refuse = true) => {
          const refused = (error: AppError) => {
            if (refuse) throw error;
            return undefined;
          };
          if (!counted && (!questionnaire || refusalOf(questionnaire, jawaban, revision))) {
            // The hit is counted before any refusal, as for every other answer.
            counted = true;
            await app.rateLimiter.enforce(limit.rule, limit.subject);
          }
          if (!questionnaire) return refused(new AppError(400, 'NO_QUESTIONS', selftestMessages.noQuestions));
          const refusal = refusalOf(questionnaire, jawaban, revision);
          if (refusal) return refused(refusal);
          const { questions } = questionnaire;
          const result = {
            userId,
            claimTokenHash,
            clientId,
            answers: questions.map((q, i) => ({
              nomor: q.nomor,
              pertanyaan: q.pertanyaan,
              kategori: q.kategori,
              jawaban: jawaban[i]!,
            })),
            score: scoreAnswers(questions, jawaban, { neurosisCutoff }),
            version: questionnaire.version,
          };
          if (counted) return statements.store(result);
          counted = true;
          return statements.storeCounted(result, limit.rule, limit.subject);
        };
        const readAgain = async () => (known = await statements.questionnaire());
        // The questionnaire last read is tried first; the store itself refuses it once an admin
        // changed a question (on any instance). Then it is read again and the answers are judged
        // against the current one, and once more if it changed yet again in between.
        const row =
          (await scoreAndStore(known, false)) ??
          (await scoreAndStore(await readAgain())) ??
          (await scoreAndStore(await readAgain()));
        if (!row) throw questionsChanged(selftestMessages.revisionMismatch);
        return row;
      },
      async lastResultOf(userId) {
        const [row] = await lastResult.execute({ userId });
        return row ? presentLastResult(row) : null;
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
      async findByClientId(clientId) {
        const [row] = await db
          .select()
          .from(selftestSubmissions)
          .where(eq(selftestSubmissions.clientId, clientId));
        return row;
      },
      async claim(userId, tokenHash) {
        const [row] = await db
          .update(selftestSubmissions)
          .set({ userId, claimTokenHash: null })
          .where(claimable(eq(selftestSubmissions.claimTokenHash, tokenHash)))
          .returning(resultColumns);
        return row;
      },
      async keep(userId, items) {
        const claims = items.map(({ id, token }) =>
          and(eq(selftestSubmissions.id, id), eq(selftestSubmissions.claimTokenHash, claimTokenHash(token))),
        );
        const kept = await db
          .update(selftestSubmissions)
          .set({ userId, claimTokenHash: null })
          .where(claimable(or(...claims)))
          .returning({ id: selftestSubmissions.id });
        return kept.map((row) => row.id).sort((a, b) => a - b);
      },
    };
    app.decorate('selftestSubmissions', repository);
  },
  { name: 'selftest-submissions-repository', dependencies: ['db', 'rate-limiter'] },
);
