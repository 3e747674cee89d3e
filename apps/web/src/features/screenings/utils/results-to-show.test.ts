import { describe, expect, it } from 'vitest';
import { resultsToShow, shownPending, type ShownResult } from './results-to-show';

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

  it('puts results taken offline, not yet sent, before the account’s and the device’s', () => {
    const [pending] = shownPending([
      {
        clientId: 'abcdefgh',
        code: 'gad7',
        score: 12,
        band: 'sedang',
        crisis: false,
        jawaban: [3, 3, 3, 3, 0, 0, 0],
        createdAt: '2026-05-02T00:00:00.000Z',
      },
    ]);
    expect(pending).toMatchObject({ id: -1, score: 12, pending: true });
    expect(resultsToShow(true, [result(1)], [], [pending!]).results).toEqual([pending, result(1)]);
    expect(resultsToShow(true, undefined, [result(9)], [pending!])).toEqual({
      results: [pending, result(9)],
      onDevice: true,
    });
  });

  it('shows a visitor this device’s results only', () => {
    expect(resultsToShow(false, [result(1)], [result(9)])).toEqual({ results: [result(9)], onDevice: true });
  });
});
