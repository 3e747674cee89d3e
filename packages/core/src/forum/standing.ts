import { rateLimitTable } from '../limits/rate-limits';

/**
 * How much an account's word counts in the forum, by its age and what it wrote (ADR 184).
 * A brand-new account (TalkLife limits them too) can read, post and report, but its reports
 * and votes move nothing yet and its limits are lower; an account with some history counts
 * half; one with age and a few posts nobody hid counts fully.
 */
export type StandingLevel = 'new' | 'young' | 'established';

export interface StandingRules {
  /** Accounts younger than this are new. */
  newForMs: number;
  /** From this age on, with `establishedPosts` posts nobody hid, an account is established. */
  establishedAfterMs: number;
  establishedPosts: number;
}

const HOUR_MS = 60 * 60 * 1000;

export const defaultStandingRules: StandingRules = {
  newForMs: 24 * HOUR_MS,
  establishedAfterMs: 7 * 24 * HOUR_MS,
  establishedPosts: 3,
};

export interface AccountHistory {
  ageMs: number;
  /** Questions and responses of the account that are not hidden. */
  visiblePosts: number;
  admin: boolean;
}

export function standingOf(history: AccountHistory, rules: StandingRules): StandingLevel {
  if (history.admin) return 'established';
  if (history.ageMs < rules.newForMs) return 'new';
  const established =
    history.ageMs >= rules.establishedAfterMs && history.visiblePosts >= rules.establishedPosts;
  return established ? 'established' : 'young';
}

/** A report's weight toward hiding, in half reports: a new account's counts for nothing. */
export const reportWeight: Record<StandingLevel, number> = { new: 0, young: 1, established: 2 };

/** Weight that hides an item reported by `hideAfter` established accounts (or twice as many young ones). */
export const hidingWeight = (hideAfter: number) => hideAfter * reportWeight.established;

/** Whether a vote moves the "membantu" order: not while its voter's account is new. */
export const voteCounts = (level: StandingLevel) => level !== 'new';

/** What a new account may do per window while it is new (per account; ADR 184). */
export const newAccountLimits = {
  questionsPerHour: rateLimitTable['forum:new:question'].max,
  responsesPerHour: rateLimitTable['forum:new:response'].max,
  reportsPerHour: rateLimitTable['forum:new:report'].max,
  votesPerMinute: rateLimitTable['forum:new:vote'].max,
} as const;
