import type { RateLimitName } from '@sehat/core/limits/rate-limits';
import { selftestMessages } from '@sehat/core/selftest/messages';
import type { Answer } from '@sehat/core/selftest/scoring';
import fp from 'fastify-plugin';
import type { ScreeningResultRow } from '../../db/schema/index';
import { AppError } from '../../platform/http/errors';
import type { LimitSubject } from '../../platform/http/rate-limiter';
import type { LastResult } from '@sehat/core/user/user-schema';
import { presentLastResult } from './presenter';
import {
  askedOf,
  questionnaireReader,
  srq29Result,
  stillVersion,
  type Questionnaire,
} from './submission-statements';

export interface SubmitInput {
  jawaban: Answer[];
  /** The questionnaire revision the answers were given against, when the client sent one. */
  revision: string | undefined;
  userId: number | null;
  clientId: string | null;
  neurosisCutoff: number;
  /** The limit a submission counts a hit on (`enforce`'s 429 when over), and whose hit it is. */
  limit: { rule: RateLimitName; subject: LimitSubject };
}

/** SRQ-29 over the one result store (ADR 236): scored against its admin-edited questions. */
export interface SelftestSubmissions {
  /**
   * Counts one hit on `limit`, scores the answers against the current questions and stores the
   * result (usually all one statement); a visitor's comes with its claim token (ADR 113).
   */
  submit(input: SubmitInput): Promise<{ row: ScreeningResultRow; claimToken: string | undefined }>;
  /** `lastResult` of login and session, in the contract's shape. */
  lastResultOf(userId: number): Promise<LastResult | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    selftestSubmissions: SelftestSubmissions;
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
    const readQuestionnaire = questionnaireReader(app.db);
    let known: Questionnaire | undefined;
    // Asked only once answers are about to be stored under it: a refused submission writes nothing.
    const storedIds = new WeakMap<Questionnaire, number>();
    const questionnaireIdOf = async (questionnaire: Questionnaire) => {
      const stored = storedIds.get(questionnaire);
      if (stored !== undefined) return stored;
      const id = await app.screeningResults.questionnaireIdOf('srq29', askedOf(questionnaire.questions));
      storedIds.set(questionnaire, id);
      return id;
    };

    const submissions: SelftestSubmissions = {
      async submit({ jawaban, revision, userId, clientId, neurosisCutoff, limit }) {
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
          const questionnaireId = await questionnaireIdOf(questionnaire);
          const result = srq29Result(
            { questions: questionnaire.questions, questionnaireId },
            jawaban,
            { userId, clientId },
            { neurosisCutoff },
          );
          const guard = stillVersion(questionnaire.version);
          if (counted) return app.screeningResults.store(result, { guard });
          counted = true;
          return app.screeningResults.store(result, { guard, limit });
        };
        const readAgain = async () => (known = await readQuestionnaire());
        // The questionnaire last read is tried first; the store itself refuses it once an admin
        // changed a question (on any instance). Then it is read again and the answers are judged
        // against the current one, and once more if it changed yet again in between.
        const stored =
          (await scoreAndStore(known, false)) ??
          (await scoreAndStore(await readAgain())) ??
          (await scoreAndStore(await readAgain()));
        if (!stored) throw questionsChanged(selftestMessages.revisionMismatch);
        return stored;
      },
      async lastResultOf(userId) {
        const row = await app.screeningResults.latestOf(userId, 'srq29');
        return row ? presentLastResult(row) : null;
      },
    };
    app.decorate('selftestSubmissions', submissions);
  },
  { name: 'selftest-submissions', dependencies: ['db', 'rate-limiter', 'screening-results'] },
);
