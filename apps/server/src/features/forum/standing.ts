import { standingOf, type StandingLevel, type StandingRules } from '@sehat/core/forum/standing';
import type { RateLimitName } from '@sehat/core/limits/rate-limits';
import { and, count, eq, isNull } from 'drizzle-orm';
import { forumQuestions, forumResponses } from '../../db/schema/index';
import fp from 'fastify-plugin';
import { isModerator, type Actor } from './policy';

export type RampedAction = 'question' | 'response' | 'report' | 'vote';

export interface ForumStanding {
  /** How much the actor's reports and votes count now (ADR 184). */
  of(actor: Actor): Promise<StandingLevel>;
  /** A new account's own, lower limit on `action` (429 past it); nothing for older accounts. */
  enforceNewAccountLimit(action: RampedAction, actor: Actor): Promise<void>;
  /** That limit's name, for a caller that counts it with others; undefined for older accounts. */
  newAccountLimit(action: RampedAction, actor: Actor): RateLimitName | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    forumStanding: ForumStanding;
  }
}

const newAccountLimitNames = {
  question: 'forum:new:question',
  response: 'forum:new:response',
  report: 'forum:new:report',
  vote: 'forum:new:vote',
} as const satisfies Record<RampedAction, RateLimitName>;

export default fp<{ rules: StandingRules }>(
  async (app, { rules }) => {
    const visiblePostsOf = async (userId: number) => {
      const counts = await Promise.all(
        [forumQuestions, forumResponses].map((table) =>
          app.db
            .select({ n: count() })
            .from(table)
            .where(and(eq(table.userId, userId), isNull(table.hiddenAt))),
        ),
      );
      return counts.reduce((sum, [row]) => sum + (row?.n ?? 0), 0);
    };
    const ageOf = (actor: Actor) => Date.now() - actor.createdAt.getTime();
    const standing: ForumStanding = {
      async of(actor) {
        const admin = isModerator(actor);
        const ageMs = ageOf(actor);
        // The post count only matters to an account old enough to be established.
        const visiblePosts = admin || ageMs < rules.establishedAfterMs ? 0 : await visiblePostsOf(actor.id);
        return standingOf({ ageMs, visiblePosts, admin }, rules);
      },
      newAccountLimit(action, actor) {
        return isModerator(actor) || ageOf(actor) >= rules.newForMs
          ? undefined
          : newAccountLimitNames[action];
      },
      async enforceNewAccountLimit(action, actor) {
        const limit = standing.newAccountLimit(action, actor);
        if (limit) await app.rateLimiter.enforce(limit, { userId: actor.id });
      },
    };
    app.decorate('forumStanding', standing);
  },
  { name: 'forum-standing', dependencies: ['db', 'rate-limiter'] },
);
