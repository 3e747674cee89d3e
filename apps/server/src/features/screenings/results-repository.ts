import { commonMessages } from '@sehat/core/messages';
import type { ScreeningCode } from '@sehat/core/screenings/instruments';
import { and, asc, desc, eq, getTableColumns, inArray, lt, ne, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { decodeIdCursor, pageOf } from '../../platform/cursors/id-cursor';
import { limitInText } from '../../platform/database/prepared';
import { AppError, conflict } from '../../platform/http/errors';
import { sha256 } from '../../platform/security/tokens';
import {
  screeningQuestionnaires,
  screeningResults,
  type AskedQuestion,
  type NewScreeningResult,
  type ResultWithQuestions,
  type ScreeningResultRow,
} from '../../db/schema/index';
import { claimable, newClaimToken } from './claims';
import { resultStatements, type ResultLimit, type StoreGuard } from './result-statements';

/** A visitor's result to keep: its screening (PHQ-9 or GAD-7 when absent) and its claim token. */
export interface KeepItem {
  code?: ScreeningCode | undefined;
  token: string;
}

export interface StoreOptions {
  /** The submit limit to count one hit on in the insert's statement (429 when over). */
  limit?: ResultLimit;
  guard?: StoreGuard;
}

/** A stored result; a visitor's new one comes with the token that lets them keep it later. */
export interface StoredResult {
  row: ScreeningResultRow;
  claimToken: string | undefined;
}

export interface ScreeningResultsRepository {
  /**
   * The id of the questionnaire `questions` are, for a result to name (`questionnaireId`): each
   * questionnaire is stored once, however many results were answered against it (ADR 249).
   */
  questionnaireIdOf(code: ScreeningCode, questions: AskedQuestion[]): Promise<number>;
  /**
   * Stores a scored result of any screening in one statement; undefined when `guard` no longer
   * held. Once per device id (`clientId`): a device that sends it again (its queue after being
   * offline, an answer lost on the way) counts its hit like any submission and gets the row
   * stored the first time, without a claim token. The id belongs to whoever used it first, for
   * that screening: anyone or anything else under it is a 409.
   */
  store(result: NewScreeningResult, options: StoreOptions): Promise<StoredResult | undefined>;
  /**
   * `submit`'s answer, or, when it refused the answers with a 400 (SRQ-29's questions changed
   * since they were sent), the row the device stored under `clientId` before, if there is one:
   * a resend is answered with what was stored, whatever changed since.
   */
  resendOr(
    sent: { code: ScreeningCode; clientId: string | undefined; userId: number | null },
    submit: () => Promise<StoredResult>,
  ): Promise<StoredResult>;
  findById(id: number): Promise<ResultWithQuestions | undefined>;
  /** A page of the user's results of one screening, newest first, after the page `cursor` ended. */
  historyOf(
    userId: number,
    code: ScreeningCode,
    query: { limit: number; cursor?: string | undefined },
  ): Promise<{ page: ScreeningResultRow[]; nextCursor: string | null }>;
  /** The user's newest result of one screening. */
  latestOf(userId: number, code: ScreeningCode): Promise<ScreeningResultRow | undefined>;
  /**
   * Makes visitors' results the user's, each only with the token its device was given, only
   * while it belongs to nobody and within its claim window. Returns those that moved, by id.
   */
  keep(userId: number, items: readonly KeepItem[]): Promise<ScreeningResultRow[]>;
  /** Everything of the user's, oldest first (the data export). */
  allOf(userId: number): Promise<ResultWithQuestions[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    screeningResults: ScreeningResultsRepository;
  }
}

const r = screeningResults;
const withQuestions = { ...getTableColumns(r), questions: screeningQuestionnaires.questions };
const questionnaireOfResult = eq(screeningQuestionnaires.id, r.questionnaireId);

/** Every screening's one result store, history and keep path (ADR 236). */
export default fp(
  async (app) => {
    const { db } = app;
    const statements = resultStatements(db, app.rateLimiter);
    // Asked by every page load of a logged-in user (the session's last SRQ-29 result): built once (ADR 95).
    const latest = db
      .select()
      .from(r)
      .where(and(eq(r.userId, sql.placeholder('userId')), eq(r.code, sql.placeholder('code'))))
      .orderBy(desc(r.id))
      .limit(limitInText(1))
      .prepare('screening_result_latest');

    const findByClientId = async (clientId: string) => {
      const [row] = await db.select().from(r).where(eq(r.clientId, clientId));
      return row;
    };
    /** The row stored first under a device id, if `sent` may have it (409 otherwise). */
    const resentAs = (
      sent: { code: ScreeningCode; userId?: number | null | undefined },
      earlier: ScreeningResultRow,
    ) => {
      if (earlier.code !== sent.code || earlier.userId !== (sent.userId ?? null)) {
        throw conflict('CLIENT_ID_REUSED', commonMessages.clientIdReused);
      }
      return earlier;
    };

    const repository: ScreeningResultsRepository = {
      questionnaireIdOf: (code, questions) => statements.questionnaireIdOf(code, questions),
      async store(result, { limit, guard }) {
        const claimToken = result.userId == null ? newClaimToken(result.code) : undefined;
        const toStore = { ...result, claimHash: claimToken ? sha256(claimToken) : null };
        const outcome = await statements.store(toStore, limit, guard);
        if ('guardFailed' in outcome) return undefined;
        if ('stored' in outcome) return { row: outcome.stored, claimToken };
        // Stored by a statement beside this one (one device sending twice at once): now visible.
        const earlier = await (outcome.resentAs === null
          ? findByClientId(result.clientId!)
          : repository.findById(outcome.resentAs));
        return { row: resentAs(result, earlier!), claimToken: undefined };
      },
      async resendOr({ code, clientId, userId }, submit) {
        try {
          return await submit();
        } catch (error) {
          if (clientId === undefined || !(error instanceof AppError) || error.statusCode !== 400) throw error;
          const earlier = await findByClientId(clientId);
          if (!earlier) throw error;
          return { row: resentAs({ code, userId }, earlier), claimToken: undefined };
        }
      },
      async findById(id) {
        const [row] = await db
          .select(withQuestions)
          .from(r)
          .leftJoin(screeningQuestionnaires, questionnaireOfResult)
          .where(eq(r.id, id));
        return row;
      },
      async historyOf(userId, code, { limit, cursor }) {
        const beforeId = cursor ? decodeIdCursor(cursor, commonMessages.invalidInput) : undefined;
        const rows = await db
          .select()
          .from(r)
          .where(
            and(
              eq(r.userId, userId),
              eq(r.code, code),
              beforeId === undefined ? undefined : lt(r.id, beforeId),
            ),
          )
          .orderBy(desc(r.id))
          .limit(limit + 1);
        return pageOf(rows, limit);
      },
      async latestOf(userId, code) {
        const [row] = await latest.execute({ userId, code });
        return row;
      },
      async keep(userId, items) {
        // The token is the proof, not the id the device holds (ADR 236).
        const hashesOf = (srq29: boolean) =>
          items.filter((item) => (item.code === 'srq29') === srq29).map((item) => sha256(item.token));
        const srq29 = hashesOf(true);
        const others = hashesOf(false);
        if (srq29.length === 0 && others.length === 0) return [];
        const kept = await db
          .update(r)
          .set({ userId, claimHash: null })
          .where(
            and(
              claimable,
              or(
                srq29.length > 0 ? and(eq(r.code, 'srq29'), inArray(r.claimHash, srq29)) : undefined,
                others.length > 0 ? and(ne(r.code, 'srq29'), inArray(r.claimHash, others)) : undefined,
              ),
            ),
          )
          .returning();
        return kept.sort((a, b) => a.id - b.id);
      },
      allOf: (userId) =>
        db
          .select(withQuestions)
          .from(r)
          .leftJoin(screeningQuestionnaires, questionnaireOfResult)
          .where(eq(r.userId, userId))
          .orderBy(asc(r.id)),
    };
    app.decorate('screeningResults', repository);
  },
  { name: 'screening-results', dependencies: ['db', 'rate-limiter'] },
);
