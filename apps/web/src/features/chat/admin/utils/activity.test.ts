// @vitest-environment happy-dom
import { presenceLimits } from '@sehat/core/chat/counsellor-service';
import { beforeEach, describe, expect, it } from 'vitest';
import { isIdle, markActivity } from './activity';

describe('counsellor activity', () => {
  beforeEach(() => localStorage.clear());

  it('is idle after the idle time with no activity in any tab, and active again after a mark', () => {
    const start = 1_000_000_000_000;
    markActivity(start);
    expect(isIdle(start + presenceLimits.idleMs - 1)).toBe(false);
    expect(isIdle(start + presenceLimits.idleMs)).toBe(true);
    markActivity(start + presenceLimits.idleMs + 1);
    expect(isIdle(start + presenceLimits.idleMs + 2)).toBe(false);
  });

  it('marks again after the clock was set back', () => {
    const later = 3_000_000_000_000;
    markActivity(later);
    const earlier = later - 60 * 60 * 1000;
    markActivity(earlier);
    expect(isIdle(earlier + presenceLimits.idleMs)).toBe(true);
  });

  it('counts another tab’s activity, read from storage', () => {
    const start = 2_000_000_000_000;
    markActivity(start);
    localStorage.setItem('sehat:counsellor-activity', String(start + presenceLimits.idleMs));
    expect(isIdle(start + presenceLimits.idleMs + 1)).toBe(false);
  });
});
