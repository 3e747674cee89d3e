import { describe, expect, it } from 'vitest';
import {
  rateLimitNames,
  rateLimitTable,
  storedLimits,
  type RateLimit,
  type RateLimitName,
} from './rate-limits';

const table: Record<RateLimitName, RateLimit> = rateLimitTable;

describe('the rate limit table', () => {
  it.each(rateLimitNames)('%s counts a positive number of hits in a positive window', (name) => {
    const { max, windowMs } = rateLimitTable[name];
    expect(Number.isInteger(max) && max > 0).toBe(true);
    expect(Number.isInteger(windowMs) && windowMs > 0).toBe(true);
  });

  it.each(rateLimitNames)('%s tells a refused caller, in Indonesian, what happened', (name) => {
    const { message } = rateLimitTable[name];
    const text = typeof message === 'string' ? message : message(90);
    expect(text).toMatch(/^[A-Z].{20,}[.!]$/);
    expect(text).toMatch(/\b(coba|tunggu|terlalu|baru saja|batas)\b/i);
  });

  it('names each limit once, as the first part of its counter key', () => {
    expect(new Set(rateLimitNames).size).toBe(rateLimitNames.length);
    for (const name of rateLimitNames) expect(name).toMatch(/^[a-z]+(:[a-z-]+)*$/);
  });

  it('gives each variable one limit to set, except the submissions that share theirs', () => {
    const named = rateLimitNames.flatMap((name) => table[name].env ?? []);
    const shared = named.filter((env, i) => named.indexOf(env) !== i);
    expect(shared).toEqual(['SELFTEST_SUBMIT_LIMIT_PER_HOUR']);
  });

  it('holds the stored limits to positive numbers', () => {
    for (const limit of Object.values(storedLimits)) {
      expect(limit.max).toBeGreaterThan(0);
      if ('windowMs' in limit) expect(limit.windowMs).toBeGreaterThan(0);
    }
  });
});
