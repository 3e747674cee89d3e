import { describe, expect, it } from 'vitest';
import type { Kategori } from './constants';
import { domainSeverity, scoreAnswers, type Answer, type ScoredQuestion } from './scoring';
import { srq29Questions } from './srq29';

/** Answers to the seeded SRQ-29 with "yes" exactly at the given 1-based item numbers. */
function yesAt(...items: number[]): Answer[] {
  return srq29Questions.map((_, i) => (items.includes(i + 1) ? 1 : 0));
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Neurosis items other than 17 (the crisis item), so counts stay free of the crisis flag. */
const neurosisItems = [...range(1, 16), ...range(18, 20)];
const firstNeurosis = (n: number) => neurosisItems.slice(0, n);

describe('domainSeverity thresholds', () => {
  it.each<[Kategori, number, string | null]>([
    ['neurosis', 0, null],
    ['neurosis', 5, null],
    ['neurosis', 6, 'Ringan'],
    ['neurosis', 10, 'Ringan'],
    ['neurosis', 11, 'Sedang'],
    ['neurosis', 15, 'Sedang'],
    ['neurosis', 16, 'Berat'],
    ['neurosis', 20, 'Berat'],
    ['zat', 0, null],
    ['zat', 1, 'Sedang'],
    ['zat', 3, 'Sedang'],
    ['psikotik', 0, null],
    ['psikotik', 1, 'Sedang'],
    ['psikotik', 2, 'Berat'],
    ['psikotik', 3, 'Berat'],
    ['ptsd', 0, null],
    ['ptsd', 1, 'Ringan'],
    ['ptsd', 2, 'Ringan'],
    ['ptsd', 3, 'Sedang'],
    ['ptsd', 4, 'Sedang'],
    ['ptsd', 5, 'Berat'],
  ])('%s with %i yes → %s', (kategori, yes, expected) => {
    expect(domainSeverity(kategori, yes, 6)).toBe(expected);
  });

  it('honours a configured neurosis cut-off of 5', () => {
    expect(domainSeverity('neurosis', 4, 5)).toBeNull();
    expect(domainSeverity('neurosis', 5, 5)).toBe('Ringan');
    expect(scoreAnswers(srq29Questions, yesAt(...firstNeurosis(5)), { neurosisCutoff: 5 })).toMatchObject({
      hasil: 'Gejala Neurosis',
      severity: 'Ringan',
    });
  });
});

describe('scoreAnswers on the seeded SRQ-29', () => {
  it.each<[string, number[], string, string]>([
    ['nothing', [], 'Normal', 'Normal'],
    ['5 neurosis yes (below the cut-off)', firstNeurosis(5), 'Normal', 'Normal'],
    ['6 neurosis yes', firstNeurosis(6), 'Gejala Neurosis', 'Ringan'],
    ['10 neurosis yes', firstNeurosis(10), 'Gejala Neurosis', 'Ringan'],
    ['11 neurosis yes', firstNeurosis(11), 'Gejala Neurosis', 'Sedang'],
    ['15 neurosis yes', firstNeurosis(15), 'Gejala Neurosis', 'Sedang'],
    ['16 neurosis yes', firstNeurosis(16), 'Gejala Neurosis', 'Berat'],
    ['item 21 (substance use)', [21], 'Penggunaan Zat Psikotik', 'Sedang'],
    ['one psychotic item', [23], 'Gejala Psikotik', 'Sedang'],
    ['two psychotic items', [22, 24], 'Gejala Psikotik', 'Berat'],
    ['two PTSD items', [25, 26], 'Gejala PTSD', 'Ringan'],
    ['three PTSD items', [25, 26, 27], 'Gejala PTSD', 'Sedang'],
    ['four PTSD items', [25, 26, 27, 28], 'Gejala PTSD', 'Sedang'],
    ['five PTSD items', range(25, 29), 'Gejala PTSD', 'Berat'],
  ])('%s → %s / %s', (_label, items, hasil, severity) => {
    expect(scoreAnswers(srq29Questions, yesAt(...items))).toMatchObject({ hasil, severity });
  });
});

describe('the dominant result', () => {
  it.each<[string, number[], string, string]>([
    // Highest severity wins whatever the domain.
    ['neurosis Berat over psychotic Sedang', [...firstNeurosis(16), 22], 'Gejala Neurosis', 'Berat'],
    ['PTSD Berat over neurosis Sedang', [...firstNeurosis(11), ...range(25, 29)], 'Gejala PTSD', 'Berat'],
    ['zat Sedang over neurosis Ringan', [...firstNeurosis(6), 21], 'Penggunaan Zat Psikotik', 'Sedang'],
    ['PTSD Sedang over neurosis Ringan', [...firstNeurosis(6), 25, 26, 27], 'Gejala PTSD', 'Sedang'],
    // Ties: psikotik, then ptsd, then zat, then neurosis.
    [
      'tie Sedang: psikotik beats ptsd, zat, neurosis',
      [...firstNeurosis(11), 21, 22, 25, 26, 27],
      'Gejala Psikotik',
      'Sedang',
    ],
    [
      'tie Sedang: ptsd beats zat and neurosis',
      [...firstNeurosis(11), 21, 25, 26, 27],
      'Gejala PTSD',
      'Sedang',
    ],
    ['tie Sedang: zat beats neurosis', [...firstNeurosis(11), 21], 'Penggunaan Zat Psikotik', 'Sedang'],
    ['tie Ringan: ptsd beats neurosis', [...firstNeurosis(6), 25], 'Gejala PTSD', 'Ringan'],
    [
      'tie Berat: psikotik beats ptsd and neurosis',
      [...firstNeurosis(16), 22, 23, ...range(25, 29)],
      'Gejala Psikotik',
      'Berat',
    ],
    ['tie Berat: ptsd beats neurosis', [...firstNeurosis(16), ...range(25, 29)], 'Gejala PTSD', 'Berat'],
  ])('%s', (_label, items, hasil, severity) => {
    expect(scoreAnswers(srq29Questions, yesAt(...items))).toMatchObject({ hasil, severity });
  });
});

describe('score, domains and crisis', () => {
  it('score counts every yes, including uncategorised questions', () => {
    const questions: ScoredQuestion[] = [
      { kategori: 'neurosis', crisis: false },
      { kategori: null, crisis: false },
      { kategori: 'ptsd', crisis: false },
    ];
    const result = scoreAnswers(questions, [1, 1, 0]);
    expect(result.score).toBe(2);
    expect(result.hasil).toBe('Normal');
    expect(result.domains.reduce((sum, d) => sum + d.total, 0)).toBe(2);
  });

  it('lists every domain with yes, total, flagged and severity', () => {
    const result = scoreAnswers(srq29Questions, yesAt(...firstNeurosis(7), 21, 25));
    expect(result.score).toBe(9);
    expect(result.domains).toEqual([
      { kategori: 'neurosis', yes: 7, total: 20, flagged: true, severity: 'Ringan' },
      { kategori: 'psikotik', yes: 0, total: 3, flagged: false, severity: null },
      { kategori: 'ptsd', yes: 1, total: 5, flagged: true, severity: 'Ringan' },
      { kategori: 'zat', yes: 1, total: 1, flagged: true, severity: 'Sedang' },
    ]);
  });

  it('lists a domain with no questions as unflagged with total 0', () => {
    const result = scoreAnswers([{ kategori: 'neurosis', crisis: false }], [1]);
    expect(result.domains.find((d) => d.kategori === 'ptsd')).toEqual({
      kategori: 'ptsd',
      yes: 0,
      total: 0,
      flagged: false,
      severity: null,
    });
  });

  it.each<[string, number[], boolean]>([
    ['item 17 yes with nothing else', [17], true],
    ['item 17 yes with a psychotic result', [17, 22], true],
    ['item 17 no', [16, 18], false],
    ['all yes', range(1, 29), true],
  ])('crisis: %s → %s', (_label, items, crisis) => {
    expect(scoreAnswers(srq29Questions, yesAt(...items)).crisis).toBe(crisis);
  });

  it('crisis follows the flag, not the item number, after questions are edited', () => {
    const questions: ScoredQuestion[] = [
      { kategori: 'ptsd', crisis: true },
      { kategori: 'neurosis', crisis: false },
    ];
    expect(scoreAnswers(questions, [1, 0])).toMatchObject({ crisis: true, hasil: 'Gejala PTSD' });
    expect(scoreAnswers(questions, [0, 1]).crisis).toBe(false);
  });

  it('scores from categories, so a re-categorised question moves its answer', () => {
    const recategorised = srq29Questions.map((q, i) =>
      i === 0 ? { ...q, kategori: 'psikotik' as const } : q,
    );
    expect(scoreAnswers(recategorised, yesAt(1))).toMatchObject({
      hasil: 'Gejala Psikotik',
      severity: 'Sedang',
    });
  });

  it('refuses answers that do not match the questions', () => {
    expect(() => scoreAnswers(srq29Questions, [1, 0])).toThrow();
  });
});
