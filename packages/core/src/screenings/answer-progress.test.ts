import { describe, expect, it } from 'vitest';
import {
  chosenScreeningAnswers,
  parseScreeningProgress,
  progressAnswers,
  screeningFieldName,
} from './answer-progress';

describe('screening progress', () => {
  it('keeps valid answers by item number and drops the rest, entry by entry', () => {
    expect(parseScreeningProgress('{"1":0,"2":3,"3":4,"8":1,"0":1,"x":2,"7":"1"}', 'gad7')).toEqual({
      1: 0,
      2: 3,
    });
    expect(parseScreeningProgress('{"9":2}', 'phq9')).toEqual({ 9: 2 });
    expect(parseScreeningProgress('{"9":2}', 'gad7')).toEqual({});
    expect(parseScreeningProgress('[1,2]', 'gad7')).toEqual({});
    expect(parseScreeningProgress('nope', 'gad7')).toEqual({});
    expect(parseScreeningProgress(null, 'gad7')).toEqual({});
  });

  it('gives the answers in order only when every item is answered', () => {
    const six = { 1: 1, 2: 1, 3: 0, 4: 2, 5: 3, 6: 0 } as const;
    expect(progressAnswers(six, 'gad7')).toBeNull();
    expect(progressAnswers({ ...six, 7: 1 }, 'gad7')).toEqual([1, 1, 0, 2, 3, 0, 1]);
  });

  it('reads the radios a form holds', () => {
    const fields: [string, string][] = [
      [screeningFieldName(1), '2'],
      [screeningFieldName(9), '1'],
      [screeningFieldName(3), ''],
      ['lain', '3'],
    ];
    expect(chosenScreeningAnswers(fields, 'phq9')).toEqual({ 1: 2, 9: 1 });
  });
});
