import {
  defaultLimitWindows,
  rateLimitTable,
  type LimitEnvName,
  type LimitWindows,
  type RateLimitName,
} from '@sehat/core/limits/rate-limits';
import { z } from 'zod';

const maxOf = (name: RateLimitName) => z.coerce.number().int().positive().default(rateLimitTable[name].max);
/** An interval in seconds: one hit per window, 0 turning the limit off. */
const secondsOf = (name: RateLimitName) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .default(rateLimitTable[name].windowMs / 1000);

/** The limits an operator may set (README "Configuration"); the table's defaults when unset. */
export const rateLimitEnvShape = {
  LOGIN_LIMIT_PER_IP: maxOf('login'),
  REGISTER_LIMIT_PER_IP: maxOf('register'),
  FORUM_QUESTION_INTERVAL_SECONDS: secondsOf('forum:question'),
  FORUM_RESPONSE_INTERVAL_SECONDS: secondsOf('forum:response'),
  FORUM_VOTES_PER_MINUTE: maxOf('forum:vote'),
  SELFTEST_SUBMIT_LIMIT_PER_HOUR: maxOf('selftest'),
} satisfies Record<LimitEnvName, z.ZodType<number>>;

type RateLimitEnv = { [K in LimitEnvName]: number };

/** Every named limit's window: the table's, with what the variables set. */
export function rateLimitsFrom(e: RateLimitEnv): LimitWindows {
  const shipped = defaultLimitWindows;
  const submissions = { ...shipped.selftest, max: e.SELFTEST_SUBMIT_LIMIT_PER_HOUR };
  return {
    ...shipped,
    login: { ...shipped.login, max: e.LOGIN_LIMIT_PER_IP },
    register: { ...shipped.register, max: e.REGISTER_LIMIT_PER_IP },
    'forum:question': { ...shipped['forum:question'], windowMs: e.FORUM_QUESTION_INTERVAL_SECONDS * 1000 },
    'forum:response': { ...shipped['forum:response'], windowMs: e.FORUM_RESPONSE_INTERVAL_SECONDS * 1000 },
    'forum:vote': { ...shipped['forum:vote'], max: e.FORUM_VOTES_PER_MINUTE },
    // The screenings share the self-test's variable and count apart.
    selftest: submissions,
    screenings: { ...shipped.screenings, max: e.SELFTEST_SUBMIT_LIMIT_PER_HOUR },
  };
}
