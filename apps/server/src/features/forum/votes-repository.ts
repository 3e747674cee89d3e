import { and, count, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { VoteResult } from '@sehat/core/forum/contract';
import { forumResponses, forumVotes } from '../../db/schema/index';

export interface ForumVotesRepository {
  /**
   * Adds the user's upvote, or takes it back if there is one. Undefined when the response
   * no longer exists. `counted`: whether the vote moves the "membantu" order (ADR 184).
   */
  toggle(responseId: number, userId: number, counted: boolean): Promise<VoteResult | undefined>;
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

    const repository: ForumVotesRepository = {
      async toggle(responseId, userId, counted) {
        return db.transaction(async (tx) => {
          // Toggles on one response wait for each other at its row: each one sees what the one
          // before it did, so an even number of toggles always ends where it began. (NO KEY
          // UPDATE still lets votes reference the row.)
          const [response] = await tx
            .select({ id: forumResponses.id })
            .from(forumResponses)
            .where(eq(forumResponses.id, responseId))
            .for('no key update');
          if (!response) return undefined;
          const taken = await tx
            .delete(v)
            .where(and(eq(v.responseId, responseId), eq(v.userId, userId)))
            .returning({ userId: v.userId });
          if (taken.length === 0) await tx.insert(v).values({ responseId, userId, counted });
          const [row] = await tx.select({ n: count() }).from(v).where(eq(v.responseId, responseId));
          return { action: taken.length === 0 ? 'added' : 'removed', vote: row?.n ?? 0 };
        });
      },
    };
    app.decorate('forumVotesRepository', repository);
  },
  { name: 'forum-votes-repository', dependencies: ['db'] },
);
