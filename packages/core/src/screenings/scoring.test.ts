import { describe, expect, it } from 'vitest';
import { bandOf, bandRanges, maxScoreOf } from './bands';
import type { ScoredScreeningCode, ScreeningAnswer } from './instruments';
import { screeningItems } from './items';
import { answersProblem, scoreScreening } from './scoring';

/** Answers that add up to `total`, filled from the first item, item 9 of PHQ-9 left at 0. */
function answersFor(code: ScoredScreeningCode, total: number): ScreeningAnswer[] {
  const count = screeningItems[code].length;
  const answers: ScreeningAnswer[] = Array.from({ length: count }, () => 0);
  let left = total;
  const fillable = code === 'phq9' ? count - 1 : count;
  for (let i = 0; i < fillable && left > 0; i++) {
    const value = Math.min(3, left) as ScreeningAnswer;
    answers[i] = value;
    left -= value;
  }
  if (left > 0) answers[count - 1] = left as ScreeningAnswer;
  return answers;
}

describe('PHQ-9 and GAD-7 bands at every edge (api.md)', () => {
  it.each([
    ['phq9', 0, 'minimal'],
    ['phq9', 4, 'minimal'],
    ['phq9', 5, 'ringan'],
    ['phq9', 9, 'ringan'],
    ['phq9', 10, 'sedang'],
    ['phq9', 14, 'sedang'],
    ['phq9', 15, 'cukup-berat'],
    ['phq9', 19, 'cukup-berat'],
    ['phq9', 20, 'berat'],
    ['phq9', 24, 'berat'],
    ['gad7', 0, 'minimal'],
    ['gad7', 4, 'minimal'],
    ['gad7', 5, 'ringan'],
    ['gad7', 9, 'ringan'],
    ['gad7', 10, 'sedang'],
    ['gad7', 14, 'sedang'],
    ['gad7', 15, 'berat'],
    ['gad7', 21, 'berat'],
  ] as const)('%s total %i → %s', (code, total, band) => {
    const answers = answersFor(code, total);
    expect(answers.reduce<number>((a, b) => a + b, 0)).toBe(total);
    expect(scoreScreening(code, answers)).toEqual({ score: total, band, crisis: false });
    expect(bandOf(code, total)).toBe(band);
  });

  it('scores the maximum of each instrument', () => {
    expect(scoreScreening('phq9', Array(9).fill(3))).toEqual({ score: 27, band: 'berat', crisis: true });
    expect(scoreScreening('gad7', Array(7).fill(3))).toEqual({ score: 21, band: 'berat', crisis: false });
    expect(maxScoreOf('phq9')).toBe(27);
    expect(maxScoreOf('gad7')).toBe(21);
  });

  it.each(['phq9', 'gad7'] as const)('%s: the bands cover every score once, without gaps', (code) => {
    const ranges = bandRanges[code];
    expect(ranges[0]!.min).toBe(0);
    expect(ranges.at(-1)!.max).toBe(maxScoreOf(code));
    ranges.slice(1).forEach((range, i) => expect(range.min).toBe(ranges[i]!.max + 1));
  });

  it('refuses a total outside the range', () => {
    expect(() => bandOf('phq9', 28)).toThrow(RangeError);
    expect(() => bandOf('gad7', -1)).toThrow(RangeError);
    expect(() => bandOf('gad7', 2.5)).toThrow(RangeError);
  });
});

describe('PHQ-9 item 9 on its own', () => {
  it.each([
    ['item 9 = 1, total 1', [0, 0, 0, 0, 0, 0, 0, 0, 1], 1, 'minimal', true],
    ['item 9 = 1 in a low total', [1, 0, 1, 0, 0, 0, 0, 0, 1], 3, 'minimal', true],
    ['item 9 = 2', [0, 0, 0, 0, 0, 0, 0, 0, 2], 2, 'minimal', true],
    ['item 9 = 3 and a severe total', [3, 3, 3, 3, 3, 3, 3, 3, 3], 27, 'berat', true],
    ['item 9 = 0 and a severe total', [3, 3, 3, 3, 3, 3, 3, 3, 0], 24, 'berat', false],
    ['item 9 = 0 and nothing else', [0, 0, 0, 0, 0, 0, 0, 0, 0], 0, 'minimal', false],
    ['item 8 = 3, item 9 = 0', [0, 0, 0, 0, 0, 0, 0, 3, 0], 3, 'minimal', false],
  ] as const)('%s → crisis %s', (_label, answers, score, band, crisis) => {
    expect(scoreScreening('phq9', answers)).toEqual({ score, band, crisis });
  });

  it('never flags GAD-7, whatever its last item', () => {
    expect(scoreScreening('gad7', [0, 0, 0, 0, 0, 0, 3]).crisis).toBe(false);
  });
});

describe('answersProblem', () => {
  it.each([
    ['phq9', Array(9).fill(0), null],
    ['phq9', Array(8).fill(0), 'count'],
    ['phq9', Array(10).fill(0), 'count'],
    ['gad7', Array(9).fill(0), 'count'],
    ['gad7', [], 'count'],
    ['gad7', [0, 1, 2, 3, 0, 1, 4], 'value'],
    ['gad7', [0, 1, 2, 3, 0, 1, -1], 'value'],
    ['gad7', [0, 1, 2, 3, 0, 1, 1.5], 'value'],
    ['gad7', [0, 1, 2, 3, 0, 1, '1'], 'value'],
    ['gad7', [0, 1, 2, 3, 0, 1, null], 'value'],
  ] as const)('%s %j → %s', (code, answers, problem) => {
    expect(answersProblem(code, answers)).toBe(problem);
  });

  it('scoring refuses answers that do not fit', () => {
    expect(() => scoreScreening('gad7', [0, 0, 0] as ScreeningAnswer[])).toThrow(RangeError);
  });
});
