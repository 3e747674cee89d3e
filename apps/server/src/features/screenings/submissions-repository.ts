import type { ScoredScreeningCode, ScreeningAnswer } from '@sehat/core/screenings/instruments';
import type { ScreeningScore } from '@sehat/core/screenings/scoring';
import { and, asc, desc, eq, isNull, lt, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { screeningSubmissions, type ScreeningSubmissionRow } from '../../db/schema/index';
import { newToken, sha256 } from '../../platform/security/tokens';

export interface NewScreeningSubmission {
  code: ScoredScreeningCode;
  jawaban: ScreeningAnswer[];
  score: ScreeningScore;
  userId: number | null;
  /** The device's id for the submission (a queued one sent again is stored once). */
  clientId: string | null;
}

export interface ScreeningSubmissionsRepository {
  /** Stores a scored result; a visitor's comes back with the token that lets them keep it later. */
  store(
    input: NewScreeningSubmission,
  ): Promise<{ row: ScreeningSubmissionRow; claimToken: string | undefined }>;
  /** The submission a device sent with this id, if any. */
  findByClientId(clientId: string): Promise<ScreeningSubmissionRow | undefined>;
  /** A page of the user's results of one screening, newest first, older than `beforeId` when given. */
  listOf(
    userId: number,
    code: ScoredScreeningCode,
    page: { limit: number; beforeId: number | undefined },
  ): Promise<ScreeningSubmissionRow[]>;
  /**
   * Makes visitors' results the user's, each only with the token its device was given and only
   * while it belongs to nobody. Returns those that moved, by id.
   */
  keep(
    userId: number,
    items: readonly { id: number; token: string }[],
  ): Promise<{ id: number; code: ScoredScreeningCode }[]>;
  /** Everything of the user's, oldest first (the data export). */
  allOf(userId: number): Promise<ScreeningSubmissionRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    screeningSubmissions: ScreeningSubmissionsRepository;
  }
}

const s = screeningSubmissions;

export default fp(
  async (app) => {
    const { db } = app;
    const repository: ScreeningSubmissionsRepository = {
      async store({ code, jawaban, score, userId, clientId }) {
        const claimToken = userId === null ? newToken() : undefined;
        const [row] = await db
          .insert(s)
          .values({
            userId,
            code,
            answers: jawaban,
            score: score.score,
            band: score.band,
            crisis: score.crisis,
            claimHash: claimToken ? sha256(claimToken) : null,
            clientId,
          })
          .returning();
        return { row: row!, claimToken };
      },
      async findByClientId(clientId) {
        const [row] = await db.select().from(s).where(eq(s.clientId, clientId));
        return row;
      },
      listOf: (userId, code, { limit, beforeId }) =>
        db
          .select()
          .from(s)
          .where(
            and(
              eq(s.userId, userId),
              eq(s.code, code),
              beforeId === undefined ? undefined : lt(s.id, beforeId),
            ),
          )
          .orderBy(desc(s.id))
          .limit(limit),
      async keep(userId, items) {
        const claims = items.map(({ id, token }) => and(eq(s.id, id), eq(s.claimHash, sha256(token))));
        const kept = await db
          .update(s)
          .set({ userId, claimHash: null })
          .where(and(isNull(s.userId), or(...claims)))
          .returning({ id: s.id, code: s.code });
        return kept.sort((a, b) => a.id - b.id);
      },
      allOf: (userId) => db.select().from(s).where(eq(s.userId, userId)).orderBy(asc(s.id)),
    };
    app.decorate('screeningSubmissions', repository);
  },
  { name: 'screening-submissions-repository', dependencies: ['db'] },
);
