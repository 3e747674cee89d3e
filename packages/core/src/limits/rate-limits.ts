import { authMessages } from '../auth/messages';
import { recoveryMessages } from '../auth/recovery-messages';
import { chatMessages } from '../chat/messages';
import { forumMessages } from '../forum/messages';
import { commonMessages } from '../messages';
import { profileMessages } from '../profile/messages';
import { screeningErrors } from '../screenings/messages';
import { selftestMessages } from '../selftest/messages';
import { whatsappMessages } from '../whatsapp/messages';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Whose hits a limit counts: the account; the address (its network, IPv6 /64); the requester
 * (the account when logged in, else the address); an account or login name together with the
 * address or proven browser it is tried from; a WhatsApp number.
 */
export type LimitCounts = 'account' | 'address' | 'requester' | 'account and source' | 'number';

/** What a refused caller reads: a text, or one that says how long to wait. */
export type LimitMessage = string | ((retryAfterSec: number) => string);

/** The environment variables an operator may set a limit with (README "Configuration"). */
export type LimitEnvName =
  | 'LOGIN_LIMIT_PER_IP'
  | 'REGISTER_LIMIT_PER_IP'
  | 'FORUM_QUESTION_INTERVAL_SECONDS'
  | 'FORUM_RESPONSE_INTERVAL_SECONDS'
  | 'FORUM_VOTES_PER_MINUTE'
  | 'SELFTEST_SUBMIT_LIMIT_PER_HOUR';

/**
 * A fixed window: at most `max` hits per `windowMs`, the next one refused with `message` until
 * the window ends. A window of 0 turns the limit off (the forum's intervals may be set to 0);
 * `max` is never 0.
 */
export interface RateLimit {
  counts: LimitCounts;
  max: number;
  windowMs: number;
  message: LimitMessage;
  /** The variable that may change this limit per deployment; without one it is the product's. */
  env?: LimitEnvName;
}

/**
 * Every allowance the server counts in its `rate_limits` table, by name; the name starts each
 * counter's key. The defaults are what an unset variable means (docs/limits.md).
 */
export const rateLimitTable = {
  login: {
    counts: 'address',
    max: 100,
    windowMs: 15 * MINUTE_MS,
    message: authMessages.tooManyLoginAttempts,
    env: 'LOGIN_LIMIT_PER_IP',
  },
  /** Failed passwords of one account from one source; the last one locks that pair (`loginLockout`). */
  'login:fail': {
    counts: 'account and source',
    max: 5,
    windowMs: 15 * MINUTE_MS,
    message: authMessages.tooManyLoginAttempts,
  },
  /** A tally that never refuses: how many times a pair was locked today sets its next lock. */
  'login:locks': {
    counts: 'account and source',
    max: Number.MAX_SAFE_INTEGER,
    windowMs: DAY_MS,
    message: authMessages.tooManyLoginAttempts,
  },
  register: {
    counts: 'address',
    max: 100,
    windowMs: HOUR_MS,
    message: commonMessages.rateLimited,
    env: 'REGISTER_LIMIT_PER_IP',
  },
  /** Counted against who asks, never the address typed (ADR 211). */
  reset: { counts: 'requester', max: 20, windowMs: HOUR_MS, message: recoveryMessages.tooManyResetRequests },
  'reset:confirm': {
    counts: 'address',
    max: 20,
    windowMs: HOUR_MS,
    message: recoveryMessages.tooManyResetRequests,
  },
  verification: {
    counts: 'account',
    max: 5,
    windowMs: HOUR_MS,
    message: recoveryMessages.tooManyVerificationRequests,
  },
  /** Each try may learn whether an address has an account, so they are few (ADR 62). */
  'profile:email:account': {
    counts: 'account',
    max: 5,
    windowMs: HOUR_MS,
    message: profileMessages.tooManyEmailChanges,
  },
  'profile:email:address': {
    counts: 'address',
    max: 20,
    windowMs: HOUR_MS,
    message: profileMessages.tooManyEmailChanges,
  },
  'forum:question': {
    counts: 'account',
    max: 1,
    windowMs: 30_000,
    message: forumMessages.questionRateLimited,
    env: 'FORUM_QUESTION_INTERVAL_SECONDS',
  },
  'forum:response': {
    counts: 'account',
    max: 1,
    windowMs: 10_000,
    message: forumMessages.responseRateLimited,
    env: 'FORUM_RESPONSE_INTERVAL_SECONDS',
  },
  'forum:vote': {
    counts: 'account',
    max: 30,
    windowMs: MINUTE_MS,
    message: forumMessages.voteRateLimited,
    env: 'FORUM_VOTES_PER_MINUTE',
  },
  /** Enough for real use, too few to bury the forum. */
  'forum:report': { counts: 'account', max: 20, windowMs: HOUR_MS, message: forumMessages.reportRateLimited },
  /** A new account's own, lower allowances on top of the ones above, while it is new (ADR 184). */
  'forum:new:question': {
    counts: 'account',
    max: 3,
    windowMs: HOUR_MS,
    message: forumMessages.newAccountLimited,
  },
  'forum:new:response': {
    counts: 'account',
    max: 10,
    windowMs: HOUR_MS,
    message: forumMessages.newAccountLimited,
  },
  'forum:new:report': {
    counts: 'account',
    max: 5,
    windowMs: HOUR_MS,
    message: forumMessages.newAccountLimited,
  },
  'forum:new:vote': {
    counts: 'account',
    max: 10,
    windowMs: MINUTE_MS,
    message: forumMessages.newAccountLimited,
  },
  selftest: {
    counts: 'requester',
    max: 100,
    windowMs: HOUR_MS,
    message: selftestMessages.tooManySubmissions,
    env: 'SELFTEST_SUBMIT_LIMIT_PER_HOUR',
  },
  /** The self-test's allowance, counted apart. */
  screenings: {
    counts: 'requester',
    max: 100,
    windowMs: HOUR_MS,
    message: screeningErrors.tooManySubmissions,
    env: 'SELFTEST_SUBMIT_LIMIT_PER_HOUR',
  },
  /** Messages (text or file) per minute, across every app instance. */
  'chat:send': { counts: 'account', max: 30, windowMs: MINUTE_MS, message: chatMessages.sendingTooFast },
  /** Counsellors answer many people at once. */
  'chat:send:counsellor': {
    counts: 'account',
    max: 120,
    windowMs: MINUTE_MS,
    message: chatMessages.sendingTooFast,
  },
  /** Codes a member may ask for, each replacing the last (ADR 233). */
  'whatsapp:link-code': {
    counts: 'account',
    max: 5,
    windowMs: HOUR_MS,
    message: whatsappMessages.link.tooManyCodes,
  },
  /** Tries at a code, right or wrong, from one WhatsApp number; the refusal is a WhatsApp reply. */
  'whatsapp:link-try': {
    counts: 'number',
    max: 5,
    windowMs: HOUR_MS,
    message: whatsappMessages.link.tooManyTries,
  },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof rateLimitTable;

export const rateLimitNames = Object.keys(rateLimitTable) as RateLimitName[];

/** The part of a limit a deployment may change. */
export type LimitWindow = Pick<RateLimit, 'max' | 'windowMs'>;

/** Every named limit's window in one deployment. */
export type LimitWindows = Record<RateLimitName, LimitWindow>;

/** Every limit's window as shipped: what the server counts with when no variable says otherwise. */
export const defaultLimitWindows = Object.fromEntries(
  rateLimitNames.map((name) => [
    name,
    { max: rateLimitTable[name].max, windowMs: rateLimitTable[name].windowMs },
  ]),
) as LimitWindows;

/** A full `login:fail` window locks that pair this long, doubled with each lock that day, capped (ADR 59). */
export const loginLockout = { firstLockMs: MINUTE_MS, maxLockMs: HOUR_MS } as const;

/**
 * Limits held where the thing is stored rather than counted per hit: no `rate_limits` counter,
 * so none of them is named above.
 */
export const storedLimits = {
  /**
   * Reset mails one address gets per window, whoever asks: past it a request is dropped
   * without a word, so a stranger cannot flood an inbox (ADR 211).
   */
  resetMailsPerAddress: { counts: 'e-mail address', max: 3, windowMs: HOUR_MS },
  /** Bytes of chat files one account may send per window; counsellors are not limited (ADR 185). */
  chatFileBytes: { counts: 'account', max: 50 * 1024 * 1024, windowMs: DAY_MS },
  /** Devices one account keeps for push; a newer subscription replaces the oldest (ADR 212). */
  pushDevices: { counts: 'account', max: 10 },
} as const;
