import { forumMessages } from '@sehat/core/forum/messages';
import {
  newAccountLimits,
  standingOf,
  type StandingLevel,
  type StandingRules,
} from '@sehat/core/forum/standing';
import { and, count, eq, isNull } from 'drizzle-orm';
import { forumQuestions, forumResponses } from '../../db/schema/index';
import fp from 'fastify-plugin';
import type { LimitRule } from '../../platform/http/rate-limiter';
import { isModerator, type Actor } from './policy';

export type RampedAction = 'question' | 'response' | 'report' | 'vote';

export interface ForumStanding {
  /** How much the actor's reports and votes count now (ADR 184). */
  of(actor: Actor): Promise<StandingLevel>;
  /** A new account's own, lower limit on `action` (429 past it); nothing for older accounts. */
  enforceNewAccountLimit(action: RampedAction, actor: Actor): Promise<void>;
  /** That limit, for a caller that counts it with others; undefined for older accounts. */
  newAccountRule(action: RampedAction, actor: Actor): LimitRule | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    forumStanding: ForumStanding;
  }
}

const HOUR_MS = 60 * 60 * 1000;
const newAccountRules: Record<RampedAction, LimitRule> = {
  question: {
    name: 'forum:new:question',
    max: newAccountLimits.questionsPerHour,
    windowMs: HOUR_MS,
    message: forumMessages.newAccountLimited,
  },
  response: {
    name: 'forum:new:response',
    max: newAccountLimits.responsesPerHour,
    windowMs: HOUR_MS,
    message: forumMessages.newAccountLimited,
  },
  report: {
    name: 'forum:new:report',
    max: newAccountLimits.reportsPerHour,
    windowMs: HOUR_MS,
    message: forumMessages.newAccountLimited,
  },
  vote: {
    name: 'forum:new:vote',
    max: newAccountLimits.votesPerMinute,
    windowMs: 60_000,
    message: forumMessages.newAccountLimited,
  },
};

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
      newAccountRule(action, actor) {
        return isModerator(actor) || ageOf(actor) >= rules.newForMs ? undefined : newAccountRules[action];
      },
      async enforceNewAccountLimit(action, actor) {
        const rule = standing.newAccountRule(action, actor);
        if (rule) await app.rateLimiter.enforce(rule, { userId: actor.id });
      },
    };
    app.decorate('forumStanding', standing);
  },
  { name: 'forum-standing', dependencies: ['db', 'rate-limiter'] },
);
