import { describe, expect, it } from 'vitest';
import { useTestApp, withLimits } from '../../../test/helper';

// ADR 260: a batch's hits are counted in one statement; each hit's verdict is the one it would
// have had alone, in order.
const t = useTestApp(withLimits({ screenings: { max: 3, windowMs: 60_000 } }));

const countsOf = async (subjects: { userId: number }[]) =>
  (await t.app.rateLimiter.hitEach('screenings', subjects)).map(({ over, count }) => ({ over, count }));

describe('hits on one limit for many subjects at once', () => {
  it('counts a subject there several times once per hit, in order, and each subject apart', async () => {
    const a = { userId: 910_001 };
    const b = { userId: 910_002 };
    expect(await countsOf([a, b, a, a, a, b])).toEqual([
      { over: false, count: 1 },
      { over: false, count: 1 },
      { over: false, count: 2 },
      { over: false, count: 3 },
      { over: true, count: 4 },
      { over: false, count: 2 },
    ]);
    // The counter holds every hit: the next one, counted alone, goes on from there.
    expect(await t.app.rateLimiter.hit('screenings', a)).toMatchObject({ over: true, count: 5 });
    expect(await t.app.rateLimiter.peek('screenings', b)).toBe(2);
  });

  it('starts a new window with all of a subject’s hits once the last one has ended', async () => {
    const a = { userId: 910_003 };
    expect(await countsOf([a, a, a])).toEqual([1, 2, 3].map((count) => ({ over: false, count })));
    await t.app.rateLimiter.endWindowIn('screenings', a, 0);
    expect(await countsOf([a, a, a, a])).toEqual([
      { over: false, count: 1 },
      { over: false, count: 2 },
      { over: false, count: 3 },
      { over: true, count: 4 },
    ]);
  });
});
