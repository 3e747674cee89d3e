import { describe, expect, it } from 'vitest';
import {
  localResultsLimit,
  localResultsOf,
  parseLocalResults,
  withLocalResult,
  type LocalScreeningResult,
} from './local-results';

const result = (overrides: Partial<LocalScreeningResult> = {}): LocalScreeningResult => ({
  id: 1,
  code: 'phq9',
  score: 1,
  band: 'minimal',
  crisis: true,
  jawaban: [0, 0, 0, 0, 0, 0, 0, 0, 1],
  createdAt: '2026-05-01T08:00:00.000Z',
  claimToken: 'token-1',
  ...overrides,
});

describe('parseLocalResults', () => {
  it('reads a stored list back', () => {
    const list = [
      result(),
      result({
        id: 2,
        code: 'gad7',
        jawaban: [3, 3, 0, 0, 0, 0, 0],
        score: 6,
        band: 'ringan',
        crisis: false,
      }),
    ];
    expect(parseLocalResults(JSON.stringify(list))).toEqual(list);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['not a list', '{"id":1}'],
  ])('reads %s as no results', (_label, raw) => {
    expect(parseLocalResults(raw)).toEqual([]);
  });

  it.each([
    ['an unknown code', { code: 'srq29' }],
    ['a score its answers do not give', { score: 5 }],
    ['a band its score does not fall in', { band: 'ringan' }],
    ['a crisis flag its answers do not give', { crisis: false }],
    ['an answer out of range', { jawaban: [0, 0, 0, 0, 0, 0, 0, 0, 4] }],
    ['too few answers', { jawaban: [0, 0, 1] }],
    ['no claim token', { claimToken: '' }],
    ['a date that is none', { createdAt: 'gestern' }],
    ['a non-integer id', { id: 1.5 }],
  ])('drops an entry with %s, keeping the others', (_label, bad) => {
    const good = result({ id: 7 });
    expect(parseLocalResults(JSON.stringify([{ ...result(), ...bad }, good]))).toEqual([good]);
  });
});

describe('withLocalResult and localResultsOf', () => {
  it('adds at the end, replaces the same id and keeps the newest within the limit', () => {
    const full = Array.from({ length: localResultsLimit }, (_, i) => result({ id: i + 1 }));
    const next = withLocalResult(full, result({ id: 1000 }));
    expect(next).toHaveLength(localResultsLimit);
    expect(next[0]!.id).toBe(2);
    expect(next.at(-1)!.id).toBe(1000);
    expect(withLocalResult([result()], result({ claimToken: 'baru' }))).toEqual([
      result({ claimToken: 'baru' }),
    ]);
  });

  it('lists one screening newest first', () => {
    const gad = result({ id: 2, code: 'gad7', jawaban: [0, 0, 0, 0, 0, 0, 0], score: 0, crisis: false });
    const list = [result({ id: 1 }), gad, result({ id: 3 })];
    expect(localResultsOf(list, 'phq9').map((r) => r.id)).toEqual([3, 1]);
    expect(localResultsOf(list, 'gad7')).toEqual([gad]);
  });
});
