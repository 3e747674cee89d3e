import { describe, expect, it } from 'vitest';
import { parseTestProgress } from './test-progress';

describe('parseTestProgress', () => {
  it('reads answers by question id', () => {
    expect(parseTestProgress(JSON.stringify({ 3: 1, 7: 0 }))).toEqual({ 3: 1, 7: 0 });
  });

  it.each([
    ['nothing', null],
    ['invalid JSON', '{'],
    ['a list', '[1,0]'],
    ['a number', '5'],
  ])('starts empty from %s', (_label, raw) => {
    expect(parseTestProgress(raw)).toEqual({});
  });

  it('drops entries that are not answers to real question ids', () => {
    expect(parseTestProgress(JSON.stringify({ 1: 1, 2: 2, x: 1, '-4': 0, 5: '1', 6: 0 }))).toEqual({
      1: 1,
      6: 0,
    });
  });
});
