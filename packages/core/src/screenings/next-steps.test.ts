import { describe, expect, it } from 'vitest';
import { bandRanges } from './bands';
import { nextStepMessages } from './messages';
import { nextStepsOf, recommendedTier } from './next-steps';

describe('next steps', () => {
  it.each([
    ['phq9', 'minimal', false, 'self-care'],
    ['phq9', 'ringan', false, 'self-care'],
    ['phq9', 'sedang', false, 'soon'],
    ['phq9', 'cukup-berat', false, 'soon'],
    ['phq9', 'berat', false, 'soon'],
    ['phq9', 'minimal', true, 'urgent'],
    ['phq9', 'berat', true, 'urgent'],
    ['gad7', 'minimal', false, 'self-care'],
    ['gad7', 'ringan', false, 'self-care'],
    ['gad7', 'sedang', false, 'soon'],
    ['gad7', 'berat', false, 'soon'],
  ] as const)('%s %s (crisis %s) calls for %s', (code, band, crisis, tier) => {
    expect(recommendedTier(code, band, crisis)).toBe(tier);
  });

  it('lists every tier once, the recommended first, then gentlest to most urgent', () => {
    expect(nextStepsOf('phq9', 'sedang', false).map((s) => [s.tier, s.recommended])).toEqual([
      ['soon', true],
      ['self-care', false],
      ['urgent', false],
    ]);
    expect(nextStepsOf('phq9', 'minimal', true).map((s) => s.tier)).toEqual(['urgent', 'self-care', 'soon']);
    expect(nextStepsOf('gad7', 'minimal', false)[0]).toEqual({
      tier: 'self-care',
      recommended: true,
      title: nextStepMessages['self-care'].title,
      text: nextStepMessages['self-care'].text,
    });
  });

  it.each(['phq9', 'gad7'] as const)('%s: every band has its steps', (code) => {
    for (const { band } of bandRanges[code]) expect(nextStepsOf(code, band, false)).toHaveLength(3);
  });
});
