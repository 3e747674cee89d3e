import { describe, expect, it } from 'vitest';
import { bySampleOrder, inReviewSample, reviewSampleShare, sampleDraw, type SampleCandidate } from './sample';

describe('the review sample', () => {
  it('draws a number in [0, 1) from a digest, the same for the same digest', () => {
    expect(sampleDraw('00000000ffff')).toBe(0);
    expect(sampleDraw('80000000')).toBe(0.5);
    expect(sampleDraw('ffffffff')).toBeLessThan(1);
    expect(sampleDraw('1a2b3c4d9999')).toBe(sampleDraw('1a2b3c4d0000'));
  });

  it('takes every risky conversation and the others drawn under the share', () => {
    expect(reviewSampleShare).toBe(0.1);
    expect(inReviewSample({ risky: true }, 0.99)).toBe(true);
    expect(inReviewSample({ risky: false }, 0.0999)).toBe(true);
    expect(inReviewSample({ risky: false }, 0.1)).toBe(false);
  });

  it('lists risky first, then those not reviewed, then the latest', () => {
    const row = (id: string, over: Partial<SampleCandidate>) => ({
      id,
      risky: false,
      reviewed: false,
      resolvedAt: '2026-11-20T10:00:00.000Z',
      ...over,
    });
    const rows = [
      row('plain-old', { resolvedAt: '2026-11-19T10:00:00.000Z' }),
      row('plain-reviewed', { reviewed: true, resolvedAt: '2026-11-25T10:00:00.000Z' }),
      row('risky-reviewed', { risky: true, reviewed: true }),
      row('plain-new', { resolvedAt: '2026-11-21T10:00:00.000Z' }),
      row('risky', { risky: true }),
    ];
    expect(rows.sort(bySampleOrder).map((r) => r.id)).toEqual([
      'risky',
      'risky-reviewed',
      'plain-new',
      'plain-old',
      'plain-reviewed',
    ]);
  });
});
