import { describe, expect, it } from 'vitest';
import { resultsToShow, type ShownResult } from './results-to-show';

const result = (id: number): ShownResult => ({
  id,
  code: 'gad7',
  score: 0,
  band: 'minimal',
  crisis: false,
  jawaban: [0, 0, 0, 0, 0, 0, 0],
  createdAt: '2026-05-01T00:00:00.000Z',
});

describe('resultsToShow', () => {
  it('shows a user the account’s results', () => {
    expect(resultsToShow(true, [result(1)], [result(9)])).toEqual({ results: [result(1)], onDevice: false });
  });

  it('shows a user this device’s results while the account has none', () => {
    expect(resultsToShow(true, [], [result(9)])).toEqual({ results: [result(9)], onDevice: true });
  });

  it('shows a visitor this device’s results only', () => {
    expect(resultsToShow(false, [result(1)], [result(9)])).toEqual({ results: [result(9)], onDevice: true });
  });
});
