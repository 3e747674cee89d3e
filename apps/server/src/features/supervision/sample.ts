import { createHmac } from 'node:crypto';
import {
  bySampleOrder,
  inReviewSample,
  sampleDraw,
  type SampleConversation,
} from '@sehat/core/supervision/sample';
import type { ReportQuery } from '@sehat/core/reports/schemas';
import { and, eq, exists, gte, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { chatResolutions, chatReviews, conversations, users } from '../../db/schema/index';
import { newToken } from '../../platform/security/tokens';
import { serverKey } from '../../platform/security/server-keys';

export interface ReviewSample {
  /** The period's conversations to review: every risky resolution and a stable 10 % of the rest. */
  of(query: ReportQuery, timezone: string): Promise<SampleConversation[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reviewSample: ReviewSample;
  }
}

/**
 * Which resolved conversations supervisors review (issue 50 item 4, ADR 231). Each resolution
 * draws a number from an HMAC of its id under a salt stored once in `server_keys`: the same
 * period always gives the same sample, on every instance, and a counsellor cannot tell in advance
 * which conversations will be drawn.
 */
export default fp(
  async (app) => {
    const salt = async () => (await serverKey(app.db, 'review-sample', () => ({ salt: newToken(32) }))).salt;

    const sample: ReviewSample = {
      async of({ from, to }, timezone) {
        const key = await salt();
        const start = sql`(${from}::date::timestamp at time zone ${timezone})`;
        const end = sql`((${to}::date + 1)::timestamp at time zone ${timezone})`;
        const rows = await app.db
          .select({
            resolutionId: chatResolutions.id,
            conversationId: chatResolutions.conversationId,
            resolvedAt: chatResolutions.resolvedAt,
            risky: chatResolutions.risky,
            personId: users.id,
            username: users.username,
            fullName: users.fullName,
            counsellorId: chatResolutions.counsellorId,
            counsellor: sql<
              string | null
            >`(select c.full_name from users c where c.id = ${chatResolutions.counsellorId})`,
            reviewed: exists(
              app.db
                .select({ id: chatReviews.id })
                .from(chatReviews)
                .where(eq(chatReviews.resolutionId, chatResolutions.id)),
            ).mapWith(Boolean),
          })
          .from(chatResolutions)
          .innerJoin(conversations, eq(conversations.id, chatResolutions.conversationId))
          .innerJoin(users, eq(users.id, conversations.userId))
          .where(and(gte(chatResolutions.resolvedAt, start), lt(chatResolutions.resolvedAt, end)));
        const draw = (resolutionId: number) =>
          sampleDraw(createHmac('sha256', key).update(`review-sample:${resolutionId}`).digest('hex'));
        return rows
          .filter((row) => inReviewSample(row, draw(row.resolutionId)))
          .map((row) => ({
            id: row.conversationId,
            resolutionId: row.resolutionId,
            user: { id: row.personId, username: row.username, fullName: row.fullName },
            counsellor:
              row.counsellorId !== null && row.counsellor !== null
                ? { id: row.counsellorId, fullName: row.counsellor }
                : null,
            resolvedAt: row.resolvedAt.toISOString(),
            risky: row.risky,
            reviewed: row.reviewed,
          }))
          .sort(bySampleOrder);
      },
    };
    app.decorate('reviewSample', sample);
  },
  { name: 'review-sample', dependencies: ['db'] },
);
