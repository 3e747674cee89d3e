import { describe, expect, it } from 'vitest';
import {
  defaultStandingRules as rules,
  hidingWeight,
  reportWeight,
  standingOf,
  voteCounts,
} from './standing';

const day = 24 * 60 * 60 * 1000;

describe('forum standing', () => {
  it.each([
    [{ ageMs: 0, visiblePosts: 50, admin: false }, 'new'],
    [{ ageMs: day - 1, visiblePosts: 10, admin: false }, 'new'],
    [{ ageMs: day, visiblePosts: 0, admin: false }, 'young'],
    [{ ageMs: 30 * day, visiblePosts: 2, admin: false }, 'young'],
    [{ ageMs: 6 * day, visiblePosts: 9, admin: false }, 'young'],
    [{ ageMs: 7 * day, visiblePosts: 3, admin: false }, 'established'],
    [{ ageMs: 0, visiblePosts: 0, admin: true }, 'established'],
  ] as const)('%j is %s', (history, level) => {
    expect(standingOf(history, rules)).toBe(level);
  });

  it('weighs reports: new nothing, young half, established whole', () => {
    expect(reportWeight).toEqual({ new: 0, young: 1, established: 2 });
    expect(hidingWeight(3)).toBe(6);
    expect(3 * reportWeight.established).toBeGreaterThanOrEqual(hidingWeight(3));
    expect(5 * reportWeight.young).toBeLessThan(hidingWeight(3));
    expect(1000 * reportWeight.new).toBeLessThan(hidingWeight(1));
  });

  it("counts a vote toward the order unless its voter's account is new", () => {
    expect(voteCounts('new')).toBe(false);
    expect(voteCounts('young')).toBe(true);
    expect(voteCounts('established')).toBe(true);
  });
});
