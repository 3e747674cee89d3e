import type { Rating, RatingState } from '@sehat/core/chat/rating';
import { ratingMessages } from '@sehat/core/chat/case-messages';
import { asc, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { chatRatings, chatResolutions, conversations, type ConversationRow } from '../../db/schema/index';
import { conflict } from '../../platform/http/errors';

export interface ChatRatings {
  /** Whether the person may rate now, and their rating of the latest resolution. */
  state(conversation: ConversationRow): Promise<RatingState>;
  /** Rates the latest resolution; 409 while open or once it is rated. */
  rate(conversation: ConversationRow, body: { score: number; comment: string | null }): Promise<Rating>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatRatings: ChatRatings;
  }
}

type RatingRow = typeof chatRatings.$inferSelect;

const present = (row: RatingRow): Rating => ({
  score: row.score,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/** The person's rating of a resolved conversation, one per resolution (ADR 196). */
export default fp(
  async (app) => {
    const { db } = app;

    const latestResolution = async (conversationId: number) => {
      const [row] = await db
        .select({ resolution: chatResolutions, rating: chatRatings })
        .from(chatResolutions)
        .leftJoin(chatRatings, eq(chatRatings.resolutionId, chatResolutions.id))
        .where(eq(chatResolutions.conversationId, conversationId))
        .orderBy(desc(chatResolutions.id))
        .limit(1);
      return row;
    };

    const ratings: ChatRatings = {
      async state(conversation) {
        const latest =
          conversation.status === 'resolved' ? await latestResolution(conversation.id) : undefined;
        return {
          ratable: Boolean(latest && !latest.rating),
          rating: latest?.rating ? present(latest.rating) : null,
        };
      },
      async rate(conversation, { score, comment }) {
        const latest =
          conversation.status === 'resolved' ? await latestResolution(conversation.id) : undefined;
        if (!latest) throw conflict('NOT_RESOLVED', ratingMessages.notResolved);
        const [row] = await db
          .insert(chatRatings)
          .values({ conversationId: conversation.id, resolutionId: latest.resolution.id, score, comment })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict('ALREADY_RATED', ratingMessages.alreadyRated);
        return present(row);
      },
    };
    app.decorate('chatRatings', ratings);

    app.dataExporter.section('chatRatings', async (user) => {
      const rows = await db
        .select({ rating: chatRatings, resolvedAt: chatResolutions.resolvedAt })
        .from(chatRatings)
        .innerJoin(conversations, eq(conversations.id, chatRatings.conversationId))
        .innerJoin(chatResolutions, eq(chatResolutions.id, chatRatings.resolutionId))
        .where(eq(conversations.userId, user.id))
        .orderBy(asc(chatRatings.id));
      return rows.map(({ rating, resolvedAt }) => ({
        ...present(rating),
        resolvedAt: resolvedAt.toISOString(),
      }));
    });
  },
  { name: 'chat-ratings', dependencies: ['db', 'data-export'] },
);
