import type { RateLimitName } from '@sehat/core/limits/rate-limits';
import { commonMessages } from '@sehat/core/messages';
import type { ScreeningCode } from '@sehat/core/screenings/instruments';
import { and, asc, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { decodeIdCursor, pageOf } from '../../platform/cursors/id-cursor';
import { limitInText } from '../../platform/database/prepared';
import { storeOnce } from '../../platform/database/store-once';
import { conflict } from '../../platform/http/errors';
import type { LimitSubject } from '../../platform/http/rate-limiter';
import { sha256 } from '../../platform/security/tokens';
import { screeningResults, type NewScreeningResult, type ScreeningResultRow } from '../../db/schema/index';
import { claimable, newClaimToken } from './claims';
import { resultStatements, type StoreGuard } from './result-statements';

/** A visitor's result to keep: its screening (PHQ-9 or GAD-7 when absent) and its claim token. */
export interface KeepItem {
  code?: ScreeningCode | undefined;
  token: string;
}

export interface StoreOptions {
  /** The submit limit to count one hit on in the insert's statement (429 when over). */
  limit?: { rule: RateLimitName; subject: LimitSubject };
  guard?: StoreGuard;
}

/** A stored result; a visitor's new one comes with the token that lets them keep it later. */
export interface StoredResult {
  row: ScreeningResultRow;
  claimToken: string | undefined;
}

export interface ScreeningResultsRepository {
  /** Stores a scored result of any screening in one statement; undefined when `guard` no longer held. */
  store(result: NewScreeningResult, options: StoreOptions): Promise<StoredResult | undefined>;
  /**
   * A device's submission stored once (`storeOnce`): a resend counts its hit on `limit` like any
   * submission and answers the row stored first, without a claim token; a result of another
   * screening under that device id is a 409.
   */
  storeOnce(
    sent: {
      code: ScreeningCode;
      clientId: string | undefined;
      userId: number | null;
      limit: { rule: RateLimitName; subject: LimitSubject };
    },
    store: () => Promise<StoredResult>,
  ): Promise<StoredResult>;
  /** The submission a device sent with this id, if any. */
  findByClientId(clientId: string): Promise<ScreeningResultRow | undefined>;
  findById(id: number): Promise<ScreeningResultRow | undefined>;
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
  allOf(userId: number): Promise<ScreeningResultRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    screeningResults: ScreeningResultsRepository;
  }
}

const r = screeningResults;

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

    const repository: ScreeningResultsRepository = {
      async store(result, { limit, guard }) {
        const claimToken = result.userId == null ? newClaimToken(result.code) : undefined;
        const toStore = { ...result, claimHash: claimToken ? sha256(claimToken) : null };
        const row = limit
          ? await statements.storeCounted(toStore, limit, guard)
          : await statements.store(toStore, guard);
        return row && { row, claimToken };
      },
      async storeOnce({ code, clientId, userId, limit }, store) {
        let claimToken: string | undefined;
        const { row } = await storeOnce(
          { clientId, userId },
          async (id) => {
            const earlier = await repository.findByClientId(id);
            // A resend stores nothing, yet counts its hit like any submission (before any 409).
            if (earlier) await app.rateLimiter.enforce(limit.rule, limit.subject);
            return earlier;
          },
          async () => {
            const stored = await store();
            claimToken = stored.claimToken;
            return stored.row;
          },
        );
        if (row.code !== code) throw conflict('CLIENT_ID_REUSED', commonMessages.clientIdReused);
        return { row, claimToken };
      },
      async findByClientId(clientId) {
        const [row] = await db.select().from(r).where(eq(r.clientId, clientId));
        return row;
      },
      async findById(id) {
        const [row] = await db.select().from(r).where(eq(r.id, id));
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
      allOf: (userId) => db.select().from(r).where(eq(r.userId, userId)).orderBy(asc(r.id)),
    };
    app.decorate('screeningResults', repository);
  },
  { name: 'screening-results', dependencies: ['db', 'rate-limiter'] },
);
