import { describe, expect, it } from 'vitest';
import { resultCopy, type ScreeningCopy } from './crisis-result';
import { crisisResultMessages } from './messages';

const minimal: ScreeningCopy = {
  summary: 'Tidak ada gejala yang perlu ditindaklanjuti.',
  about: ['Skor Anda rendah.', 'Perasaan dapat berubah.'],
  advice: ['Pertahankan kebiasaan baik.'],
  seekHelpNote: 'Anda dapat berkonsultasi kapan saja.',
  belowCutoff: true,
  reassurance: 'Ini kabar baik.',
};
const moderate: ScreeningCopy = {
  summary: 'Gejala Anda pada tingkat sedang.',
  about: ['Skor Anda sedang.'],
  advice: ['Buat janji dengan psikolog.'],
  seekHelpNote: 'Konsultasikan dalam beberapa minggu.',
  belowCutoff: false,
};

describe('resultCopy', () => {
  it('keeps a screening’s own copy, comfort included, when the crisis item was "no"', () => {
    expect(resultCopy(minimal, false)).toEqual({
      summary: minimal.summary,
      about: ['Skor Anda rendah. Ini kabar baik.', 'Perasaan dapat berubah.'],
      advice: minimal.advice,
      seekHelpNote: minimal.seekHelpNote,
    });
    expect(resultCopy(moderate, false)).toEqual({
      summary: moderate.summary,
      about: moderate.about,
      advice: moderate.advice,
      seekHelpNote: moderate.seekHelpNote,
    });
  });

  it('replaces comfort and keep-well advice below the cut-off by the crisis reading', () => {
    const copy = resultCopy(minimal, true);
    expect(copy.summary).toBe(crisisResultMessages.summaryBelowCutoff);
    expect(copy.about).toEqual([crisisResultMessages.about, ...minimal.about]);
    expect(copy.advice).toEqual(crisisResultMessages.advice);
    expect(copy.seekHelpNote).toBe(crisisResultMessages.seekHelpNote);
    expect(JSON.stringify(copy)).not.toMatch(/kabar baik|Pertahankan/);
  });

  it('puts the crisis first and keeps the level’s advice after it when something was found', () => {
    const copy = resultCopy(moderate, true);
    expect(copy.summary).toBe(crisisResultMessages.summaryWithFinding(moderate.summary));
    expect(copy.summary.startsWith(moderate.summary)).toBe(true);
    expect(copy.advice).toEqual([...crisisResultMessages.advice, ...moderate.advice]);
  });
});
