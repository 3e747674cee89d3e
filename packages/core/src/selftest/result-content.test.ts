import { describe, expect, it } from 'vitest';
import { resultContent } from './messages';
import { severities } from './constants';
import { displaySeverity, resultContentKey, type ResultPage } from './result-display';
import { resultText } from './result-content';

const pages: ResultPage[] = ['neurosis', 'psikotik', 'ptsd', 'normal'];
const hasilValues = [
  'Gejala Neurosis',
  'Gejala Psikotik',
  'Penggunaan Zat Psikotik',
  'Gejala PTSD',
  'Normal',
];

describe('resultText', () => {
  it('has written advice for every page, result and severity a page can show', () => {
    for (const page of pages) {
      for (const hasil of hasilValues) {
        for (const severity of [...severities, undefined, 'Normal']) {
          const shown = displaySeverity(page, severity);
          const text = resultText(resultContentKey(page, hasil), shown);
          expect(text.about.length).toBeGreaterThan(0);
          expect(text.level.summary).not.toBe('');
          expect(text.level.advice.length).toBeGreaterThanOrEqual(3);
          expect(text.seekHelpPlaces.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('picks the text of the severity shown', () => {
    expect(resultText('neurosis', 'Berat').level).toBe(resultContent.neurosis.levels.Berat);
    expect(resultText('neurosis', 'Normal').level).toBe(resultContent.neurosis.levels.Normal);
    expect(resultText('zat', 'Sedang').level).toBe(resultContent.zat.levels.Sedang);
    expect(resultText('ptsd', 'Ringan').level).toBe(resultContent.ptsd.levels.Ringan);
    expect(resultText('normal', 'Normal').level).toBe(resultContent.normal.levels.Normal);
  });

  it('falls back to the most careful text for a severity the page has none for', () => {
    expect(resultText('psikotik', 'Normal').level).toBe(resultContent.psikotik.levels.Berat);
    expect(resultText('normal', 'Berat').level).toBe(resultContent.normal.levels.Normal);
  });
});
