import { and, count, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { VoteResult } from '@sehat/core/forum/contract';
import { FOREIGN_KEY_VIOLATION, pgErrorOf } from '../../platform/database/pg-error';
import { forumVotes } from '../../db/schema/index';

export interface ForumVotesRepository {
  /**
   * Adds the user's upvote, or takes it back if there is one. Undefined when the response
   * no longer exists.
   */
  toggle(responseId: number, userId: number): Promise<VoteResult | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    forumVotesRepository: ForumVotesRepository;
  }
}

const v = forumVotes;

export default fp(
  async (app) => {
    const { db } = app;

    const countFor = async (responseId: number) => {
      const [row] = await db.select({ n: count() }).from(v).where(eq(v.responseId, responseId));
      return row?.n ?? 0;
    };

    const repository: ForumVotesRepository = {
      async toggle(responseId, userId) {
        // The primary key (response_id, user_id) decides: ON CONFLICT DO NOTHING waits for a
        // concurrent insert of the same pair, so two racing toggles can never count twice.
        let inserted: unknown[];
        try {
          inserted = await db
            .insert(v)
            .values({ responseId, userId })
            .onConflictDoNothing()
            .returning({ responseId: v.responseId });
        } catch (error) {
          if (pgErrorOf(error)?.code === FOREIGN_KEY_VIOLATION) return undefined;
          throw error;
        }
        if (inserted.length > 0) return { action: 'added', vote: await countFor(responseId) };
        // The vote existed: this toggle takes it back (a racing toggle may already have).
        await db.delete(v).where(and(eq(v.responseId, responseId), eq(v.userId, userId)));
        return { action: 'removed', vote: await countFor(responseId) };
      },
    };
    app.decorate('forumVotesRepository', repository);
  },
  { name: 'forum-votes-repository', dependencies: ['db'] },
);
