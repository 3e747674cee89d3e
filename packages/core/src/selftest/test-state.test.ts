import { describe, expect, it } from 'vitest';
import {
  adoptVisitorResult,
  checkUser,
  claimedResult,
  completeTest,
  emptyTestState,
  parseLastTestResult,
  parseTestState,
  restoreAfterLogin,
  storedResultOf,
  type TestState,
} from './test-state';

const now = new Date('2026-03-05T02:00:00.000Z');
const result = { hasil: 'Gejala PTSD', severity: 'Sedang', score: 16, crisis: false };
const completed = (userId: number | null): TestState => completeTest(result, userId, now);

describe('completeTest', () => {
  it('sets testCompleted, the result, the score and its reading, the date and the user', () => {
    expect(completed(7)).toEqual({
      testCompleted: true,
      score: 16,
      resultType: 'ringan',
      hasilTesTerakhir: result,
      lastTestDate: '2026-03-05T02:00:00.000Z',
      userId: 7,
    });
  });
});

describe('restoreAfterLogin', () => {
  it('restores the server result with testCompleted true', () => {
    const last = { hasil: 'Normal', severity: 'Normal', createdAt: '2026-03-01T00:00:00.000Z' };
    expect(restoreAfterLogin(3, last)).toEqual({
      testCompleted: true,
      score: null,
      resultType: null,
      hasilTesTerakhir: last,
      lastTestDate: last.createdAt,
      userId: 3,
    });
  });

  it('leaves testCompleted false when the user has no result', () => {
    expect(restoreAfterLogin(3, null)).toEqual({ ...emptyTestState, userId: 3 });
  });
});

describe('adoptVisitorResult', () => {
  it("makes a visitor's finished test the new user's", () => {
    expect(adoptVisitorResult(completed(null), 5)).toEqual(completed(5));
  });

  it("leaves someone else's, unfinished or empty states alone", () => {
    expect(adoptVisitorResult(completed(9), 5)).toEqual(completed(9));
    expect(adoptVisitorResult(emptyTestState, 5)).toBe(emptyTestState);
    const unfinished = { ...completed(null), testCompleted: false };
    expect(adoptVisitorResult(unfinished, 5)).toBe(unfinished);
  });
});

describe('claimedResult', () => {
  it('makes the claimed visitor result the user’s and spends its token', () => {
    const visitor = completeTest({ ...result, id: 4, claimToken: 'abc' }, null, now);
    expect(claimedResult(visitor, 5)).toEqual(completeTest({ ...result, id: 4 }, 5, now));
    expect(parseTestState(JSON.stringify(visitor)).hasilTesTerakhir?.claimToken).toBe('abc');
  });

  it('leaves a result without a token alone', () => {
    expect(claimedResult(completed(null), 5)).toEqual(completed(null));
  });
});

describe('checkUser', () => {
  it.each<[string, TestState, number | null, boolean, boolean]>([
    ['own completed result', completed(7), 7, true, false],
    ['another user’s state', completed(7), 8, false, true],
    ['a user’s state seen by a visitor (after logout)', completed(7), null, false, true],
    ['an anonymous state seen by a user', completed(null), 7, false, true],
    ['a visitor’s own state: kept, but no header link', completed(null), null, false, false],
    ['own state without a completed test', { ...emptyTestState, userId: 7 }, 7, false, false],
    [
      'own state marked completed but without a result',
      { ...completed(7), hasilTesTerakhir: null },
      7,
      false,
      false,
    ],
  ])('%s', (_label, state, viewer, available, reset) => {
    const checked = checkUser(state, viewer);
    expect(checked.available).toBe(available);
    expect(checked.state).toEqual(reset ? emptyTestState : state);
  });
});

describe('storage parsing', () => {
  it('round-trips a stored state', () => {
    expect(parseTestState(JSON.stringify(completed(7)))).toEqual(completed(7));
  });

  it.each([null, '', '{', '[]', '{"testCompleted":"ya"}', JSON.stringify({ ...completed(7), userId: 'x' })])(
    'treats %j as no state',
    (raw) => {
      expect(parseTestState(raw)).toEqual(emptyTestState);
    },
  );

  it('reads lastTestResult and ignores invalid JSON', () => {
    expect(parseLastTestResult('{"hasil":"Normal","severity":"Normal","x":1}')).toEqual({
      hasil: 'Normal',
      severity: 'Normal',
    });
    expect(parseLastTestResult('{hasil')).toBeNull();
    expect(parseLastTestResult('{"hasil":1}')).toBeNull();
  });

  it('falls back to lastTestResult when the state has no result', () => {
    const last = { hasil: 'Normal', severity: 'Normal' };
    expect(storedResultOf(emptyTestState, last)).toEqual(last);
    expect(storedResultOf(completed(1), last)).toEqual(result);
    expect(storedResultOf(emptyTestState, null)).toBeNull();
  });
});

describe('parsing untrusted stored results', () => {
  const base = { ...completeTest(result, 7, now) };
  it.each([
    ['a non-integer score', { ...base, score: 1.5 }],
    ['an unknown resultType', { ...base, resultType: 'hebat' }],
    ['a result without hasil', { ...base, hasilTesTerakhir: { severity: 'Berat' } }],
    ['malformed domains', { ...base, hasilTesTerakhir: { ...result, domains: [{ kategori: 'x' }] } }],
    ['a non-boolean crisis', { ...base, hasilTesTerakhir: { ...result, crisis: 'ya' } }],
  ])('rejects %s', (_label, state) => {
    expect(parseTestState(JSON.stringify(state))).toEqual(emptyTestState);
  });

  it('keeps valid details and drops unknown fields', () => {
    const domains = [{ kategori: 'ptsd', yes: 3, total: 5, flagged: true, severity: 'Sedang' }];
    const stored = { ...base, hasilTesTerakhir: { ...result, domains, createdAt: 'x', extra: '<script>' } };
    expect(parseTestState(JSON.stringify(stored)).hasilTesTerakhir).toEqual({
      ...result,
      domains,
      createdAt: 'x',
    });
  });
});
