import { describe, expect, it } from 'vitest';
import { flagsOf, programOutcome, type ProgramMeasure } from './outcome';

/** A measure of `score` spread over items 1–8 (item 9 answered `item9`). */
function measure(nomor: number, score: number, item9 = 0): ProgramMeasure {
  const answers = Array.from({ length: 9 }, () => 0);
  let left = score - item9;
  for (let i = 0; i < 8 && left > 0; i += 1) {
    answers[i] = Math.min(3, left);
    left -= answers[i]!;
  }
  answers[8] = item9;
  return { nomor, answers, score };
}

describe('programOutcome', () => {
  it('has nothing to say before the first measure', () => {
    expect(programOutcome([])).toEqual({
      baseline: null,
      latest: null,
      change: null,
      reliableImprovement: false,
      deterioration: false,
      notOnTrack: false,
      crisis: false,
    });
  });

  it('takes the first measure as the baseline and the last as the latest', () => {
    expect(programOutcome([measure(1, 14), measure(2, 12), measure(3, 11)])).toMatchObject({
      baseline: 14,
      latest: 11,
      change: -3,
      reliableImprovement: false,
      deterioration: false,
    });
  });

  it('a drop of 6 or more is reliable improvement; 5 is not', () => {
    expect(programOutcome([measure(1, 15), measure(2, 9)]).reliableImprovement).toBe(true);
    expect(programOutcome([measure(1, 15), measure(2, 10)]).reliableImprovement).toBe(false);
  });

  it('a rise of 6 or more is deterioration, a flag; 5 is not', () => {
    const worse = programOutcome([measure(1, 8), measure(2, 14)]);
    expect(worse.deterioration).toBe(true);
    expect(flagsOf(worse)).toEqual(['deterioration']);
    expect(programOutcome([measure(1, 8), measure(2, 13)]).deterioration).toBe(false);
  });

  it('no reliable improvement by session 4 is notOnTrack; improving clears it', () => {
    const flat = [measure(1, 12), measure(2, 12), measure(3, 11)];
    expect(programOutcome(flat).notOnTrack).toBe(false);
    expect(programOutcome([...flat, measure(4, 10)]).notOnTrack).toBe(true);
    expect(flagsOf(programOutcome([...flat, measure(4, 10)]))).toEqual(['notOnTrack']);
    expect(programOutcome([...flat, measure(4, 6)]).notOnTrack).toBe(false);
  });

  it('item 9 above 0 on the latest measure is a crisis, whatever the total', () => {
    const crisis = programOutcome([measure(1, 12), measure(2, 3, 1)]);
    expect(crisis).toMatchObject({ crisis: true, reliableImprovement: true });
    expect(flagsOf(crisis)).toEqual(['crisis']);
    expect(programOutcome([measure(1, 12, 2), measure(2, 12)]).crisis).toBe(false);
  });

  it('lists every flag, most urgent first', () => {
    expect(flagsOf(programOutcome([measure(1, 5), measure(2, 6), measure(3, 7), measure(4, 20, 2)]))).toEqual(
      ['crisis', 'deterioration', 'notOnTrack'],
    );
  });
});
